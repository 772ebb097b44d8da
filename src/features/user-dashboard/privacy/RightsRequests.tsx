// The rights requests: one button per right, in the law's order and with the law's name beside
// the plain one (each opens its dialog), and the
// person's requests with their state, deadline, the company's answer and what it kept.
import { useRef, useState } from 'react';
import {
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacySummary,
} from '@/lib/contract/privacy.ts';
import { formatLongDate } from '@/lib/format/date.ts';
import { RIGHT_LEGAL_NAMES } from '@/lib/privacy-rights.ts';
import { REQUEST_TEXTS } from './request-form.ts';

// The dialog travels with this view (itself loaded on demand), so the view's store stays in the
// view's own chunk rather than in the area's first view.
import RequestDialog from './RequestDialog.tsx';

function RequestItem({ request }: { readonly request: PrivacyRequest }) {
  return (
    <li className="pv-request">
      <h3>
        {request.kind_label} · N° {request.id_request}
      </h3>
      <p>
        <span className={`pv-state pv-state-${request.state}`}>{request.state_label}</span> Recibida el{' '}
        {formatLongDate(request.received_at)}.
      </p>
      {request.state === 'pendiente' ? (
        <p>
          Plazo de respuesta: hasta el {formatLongDate(request.due_date)}
          {request.extended ? ' (plazo extendido)' : ''}.{request.overdue ? ' El plazo venció sin respuesta.' : ''}
        </p>
      ) : (
        request.answered_at && <p>Respondida el {formatLongDate(request.answered_at)}.</p>
      )}
      {request.extension_reason && <p className="st-muted">Motivo de la extensión: {request.extension_reason}</p>}
      {request.answer && <p>Respuesta de tu empresa: {request.answer}</p>}
      {request.kept.length > 0 && (
        <ul className="pv-list">
          {request.kept.map((item) => (
            <li key={item.kind}>
              Se conserva: {item.label} ({item.count}). {item.reason}
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

export function RightsRequests({
  summary,
  requests,
}: {
  readonly summary: PrivacySummary;
  readonly requests: readonly PrivacyRequest[];
}) {
  const [open, setOpen] = useState<PrivacyRequestKind | null>(null);
  const buttons = useRef(new Map<PrivacyRequestKind, HTMLButtonElement>());
  return (
    <section className="dash-card st-section" aria-labelledby="pv-solicitudes-titulo">
      <h2 id="pv-solicitudes-titulo">Tus solicitudes</h2>
      <p className="st-muted">
        Pide corregir, eliminar o dejar de usar tus datos. Tu empresa responde en {summary.answer_days} días corridos
        como máximo; verás aquí el estado y el plazo de cada solicitud.
      </p>
      <div className="pv-actions">
        {PRIVACY_REQUEST_KINDS.map((kind) => (
          <button
            key={kind}
            type="button"
            className={kind === 'supresion' ? 'btn btn-danger' : 'btn btn-outline'}
            ref={(element) => {
              if (element) buttons.current.set(kind, element);
            }}
            onClick={() => setOpen(kind)}
          >
            {/* One child, so the button's flex layout wraps the words as one line of text. */}
            <span>
              {REQUEST_TEXTS[kind].action} <span className="pv-legal-name">({RIGHT_LEGAL_NAMES[kind]})</span>
            </span>
          </button>
        ))}
      </div>
      {requests.length === 0 ? (
        <p>Aún no has hecho solicitudes.</p>
      ) : (
        <ul className="pv-requests" aria-label="Solicitudes enviadas">
          {requests.map((request) => (
            <RequestItem key={request.id_request} request={request} />
          ))}
        </ul>
      )}
      {open && (
        <RequestDialog
          kind={open}
          summary={summary}
          onClose={() => setOpen(null)}
          returnFocus={() => buttons.current.get(open) ?? null}
        />
      )}
    </section>
  );
}
