// One request of the company's list: who asked, what, when it arrived, its deadline (with the days
// left or that it has passed), its state, the answer and what was kept, its history, and the
// answers a pending request accepts.
import type { BusinessPrivacyRequest } from '@/lib/contract/privacy.ts';
import { formatDateTime, formatLongDate } from '@/lib/format/date.ts';
import { calendarDayInChile } from '@/lib/format/index.ts';
import { describeCorrections } from '@/lib/validation/privacy-request.ts';
import type { PrivacyAnswerAction } from './privacy-requests-api.ts';
import { ANSWER_ACTIONS } from './answer-form.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function daysLeft(dueDate: string): string {
  const days = Math.round((Date.parse(dueDate) - Date.parse(calendarDayInChile())) / DAY_MS);
  if (days < 0) return 'plazo vencido';
  if (days === 0) return 'vence hoy';
  return days === 1 ? 'queda 1 día' : `quedan ${days} días`;
}

interface RequestCardProps {
  readonly request: BusinessPrivacyRequest;
  readonly onAnswer: (action: PrivacyAnswerAction, opener: HTMLElement) => void;
}

export function RequestCard({ request, onAnswer }: RequestCardProps) {
  const headingId = `solicitud-${request.id_request}`;
  const who = request.worker.anonymised ? 'Persona anonimizada' : (request.worker.name ?? 'Sin nombre');
  const actions: PrivacyAnswerAction[] = request.extended ? ['complete', 'reject'] : ['complete', 'reject', 'extend'];
  return (
    <li className="bd-card pr-card" aria-labelledby={headingId}>
      <h2 id={headingId}>
        {request.kind_label} · N° {request.id_request}
      </h2>
      <p>
        <strong>{who}</strong>
        {request.worker.rut ? ` · ${request.worker.rut}` : ''}
        {request.worker.email ? ` · ${request.worker.email}` : ''}
      </p>
      <p>
        <span className={`pr-state pr-state-${request.state}`}>{request.state_label}</span> Recibida el{' '}
        {formatLongDate(request.received_at)}.
      </p>
      {request.state === 'pendiente' && (
        <p className={request.overdue ? 'pr-overdue' : undefined}>
          Plazo: hasta el {formatLongDate(request.due_date)} ({daysLeft(request.due_date)})
          {request.extended ? ', extendido' : ''}.
        </p>
      )}
      {request.reason && <p>Motivo de la persona: {request.reason}</p>}
      {request.corrections && (
        <p>
          Datos a corregir:{' '}
          {describeCorrections(request.corrections)
            .map(({ label, value }) => `${label}: ${value}`)
            .join(', ')}
        </p>
      )}
      {request.answer && <p>Respuesta: {request.answer}</p>}
      {request.kept.length > 0 && (
        <div>
          <p>Se conserva por ley:</p>
          <ul className="pr-kept">
            {request.kept.map((item) => (
              <li key={item.kind}>
                {item.label} ({item.count}): {item.reason}
              </li>
            ))}
          </ul>
        </div>
      )}
      <details className="pr-events">
        <summary>Historial ({request.events.length})</summary>
        <ol>
          {request.events.map((event) => (
            <li key={`${event.at}-${event.action}`}>
              {formatDateTime(event.at)} · {event.action_label}
              {event.detail ? `: ${event.detail}` : ''}
            </li>
          ))}
        </ol>
      </details>
      {request.state === 'pendiente' && (
        <div className="pr-actions">
          {actions.map((action) => (
            <button
              key={action}
              type="button"
              className={action === 'complete' ? 'btn' : 'btn btn-outline'}
              aria-describedby={headingId}
              onClick={(event) => onAnswer(action, event.currentTarget)}
            >
              {ANSWER_ACTIONS[action].button}
            </button>
          ))}
        </div>
      )}
    </li>
  );
}
