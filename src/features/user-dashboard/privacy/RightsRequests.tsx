// The rights requests: one button per right, with the law's name beside the plain one (each opens
// its dialog), and the person's requests with their state, deadline, the company's answer and what
// it kept. The view lists the rights in the law's order (src/lib/privacy-rights.ts): correcting,
// deleting and objecting here, then the download (portability), then the temporary blocking in its
// own section, since the law names it last.
import { useRef, useState, type ReactNode } from 'react';
import {
  PRIVACY_REQUEST_KINDS,
  type PrivacyRequest,
  type PrivacyRequestKind,
  type PrivacySummary,
} from '@/lib/contract/privacy.ts';
import { formatLongDate } from '@/lib/format/date.ts';
import { RIGHT_LEGAL_NAMES, withLegalName } from '@/lib/privacy-rights.ts';
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

/** The kinds asked for in 'Tus solicitudes'; blocking has its own section after the download. */
const REQUEST_SECTION_KINDS = PRIVACY_REQUEST_KINDS.filter((kind) => kind !== 'bloqueo');

/** A button per request kind that opens its dialog, and the dialog, which gives focus back to it. */
function useRequestDialog(summary: PrivacySummary): {
  readonly button: (kind: PrivacyRequestKind, label: ReactNode) => ReactNode;
  readonly dialog: ReactNode;
} {
  const [open, setOpen] = useState<PrivacyRequestKind | null>(null);
  const buttons = useRef(new Map<PrivacyRequestKind, HTMLButtonElement>());
  return {
    button: (kind, label) => (
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
        <span>{label}</span>
      </button>
    ),
    dialog: open && (
      <RequestDialog
        kind={open}
        summary={summary}
        onClose={() => setOpen(null)}
        returnFocus={() => buttons.current.get(open) ?? null}
      />
    ),
  };
}

export function RightsRequests({
  summary,
  requests,
}: {
  readonly summary: PrivacySummary;
  readonly requests: readonly PrivacyRequest[];
}) {
  const { button, dialog } = useRequestDialog(summary);
  return (
    <section className="dash-card st-section" aria-labelledby="pv-solicitudes-titulo">
      <h2 id="pv-solicitudes-titulo">Tus solicitudes</h2>
      <p className="st-muted">
        Pide corregir, eliminar o dejar de usar tus datos. Tu empresa responde en {summary.answer_days} días corridos
        como máximo; verás aquí el estado y el plazo de cada solicitud.
      </p>
      <div className="pv-actions">
        {REQUEST_SECTION_KINDS.map((kind) =>
          button(
            kind,
            <>
              {REQUEST_TEXTS[kind].action} <span className="pv-legal-name">({RIGHT_LEGAL_NAMES[kind]})</span>
            </>,
          ),
        )}
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
      {dialog}
    </section>
  );
}

/** 'Bloqueo temporal (derecho de bloqueo)': what blocking does and the button that asks for it. */
export function BlockingRequest({ summary }: { readonly summary: PrivacySummary }) {
  const { button, dialog } = useRequestDialog(summary);
  return (
    <section className="dash-card st-section" aria-labelledby="pv-bloqueo-titulo">
      <h2 id="pv-bloqueo-titulo">{withLegalName(REQUEST_TEXTS.bloqueo.action, 'bloqueo')}</h2>
      <p className="st-muted">{REQUEST_TEXTS.bloqueo.text} Verás su estado en «Tus solicitudes».</p>
      <div className="pv-actions">{button('bloqueo', 'Solicitar bloqueo temporal')}</div>
      {dialog}
    </section>
  );
}
