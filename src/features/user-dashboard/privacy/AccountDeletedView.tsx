// What the worker sees when the company has completed their deletion request while they still had
// a session: the confirmation the API sent with the refusal (server/lib/deletion-confirmation.ts),
// in place of the area: which request, when, what was deleted, what the company keeps by law and
// why. The same text went to their e-mail; nothing here names the person.
import { useEffect, useRef } from 'react';
import type { AccountDeleted } from '@/lib/contract/privacy.ts';
import { formatLongDate } from '@/lib/format/date.ts';
import './privacy.css';

export function AccountDeletedView({ deletion }: { readonly deletion: AccountDeleted }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The area the person was in is gone: the confirmation takes the focus, so a screen reader reads it.
  useEffect(() => heading.current?.focus(), []);
  return (
    <main className="pv-deleted" aria-labelledby="cuenta-eliminada-titulo">
      <section className="dash-card st-section">
        <h1 id="cuenta-eliminada-titulo" ref={heading} tabIndex={-1}>
          Tu cuenta fue eliminada
        </h1>
        <p>
          {deletion.id_request === null
            ? 'Se cumplió el plazo de conservación de tus datos'
            : `Tu empresa completó tu solicitud de eliminación N° ${deletion.id_request}`}{' '}
          el {formatLongDate(deletion.deleted_at)}. Ya no puedes iniciar sesión con esta cuenta. Te enviamos esta misma
          confirmación por correo.
        </p>
        <h2>Lo que borramos</h2>
        <ul className="pv-list">
          {deletion.deleted.map((item) => (
            <li key={item}>{item}.</li>
          ))}
        </ul>
        <h2>Lo que tu empresa conserva por ley</h2>
        {deletion.kept.length === 0 ? (
          <p>Nada que te identifique.</p>
        ) : (
          <>
            <p>Solo lo siguiente, y sin usarlo para nada más:</p>
            <ul className="pv-list">
              {deletion.kept.map((item) => (
                <li key={item.kind}>
                  <strong>
                    {item.label} ({item.count}).
                  </strong>{' '}
                  {item.reason}
                </li>
              ))}
            </ul>
          </>
        )}
        <p className="st-muted">
          Si no estás de acuerdo, puedes reclamar ante la Agencia de Protección de Datos Personales.
        </p>
        <a className="btn btn-primary" href="/">
          Ir al inicio
        </a>
      </section>
    </main>
  );
}
