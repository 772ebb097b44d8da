// One profile's documents in the worker's file: each with its status, dates, the reason of a
// rejection and its history (who did what, when).
import { formatDate, formatDateTime } from '@/lib/format/index.ts';
import type { WorkerFile } from './worker-file-api.ts';

type FileProfile = WorkerFile['profiles'][number];
type FileDocument = FileProfile['documents'][number];

function dates(doc: FileDocument): string | null {
  const parts = [
    doc.date_upload && `Subido el ${formatDate(doc.date_upload)}`,
    doc.issue_date && `Emitido el ${formatDate(doc.issue_date)}`,
    doc.expiration_date && `Vence el ${formatDate(doc.expiration_date)}`,
  ].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : null;
}

function DocumentEntry({ doc }: { readonly doc: FileDocument }) {
  const line = dates(doc);
  return (
    <li className="bd-file-doc">
      <h4>{doc.document_name}</h4>
      <p>
        <span className="bd-status" data-standing={doc.standing}>
          {doc.status_label}
        </span>
        {line && <span className="bd-muted"> {line}</span>}
      </p>
      {doc.rejection_reason && <p>Motivo: {doc.rejection_reason}</p>}
      {doc.history.length > 0 && (
        <details>
          <summary>Historial ({doc.history.length})</summary>
          <ol className="bd-file-history">
            {doc.history.map((event) => (
              <li key={event.id_event}>
                {formatDateTime(event.created_at)}: {event.label} por {event.actor_name}
                {event.reason ? ` (${event.reason})` : ''}
              </li>
            ))}
          </ol>
        </details>
      )}
    </li>
  );
}

export function FileDocuments({ profile }: { readonly profile: FileProfile }) {
  const { approved, required } = profile.documentation;
  return (
    <section className="bd-card bd-file-profile" aria-labelledby={`perfil-${profile.id_profile_user}`}>
      <h3 id={`perfil-${profile.id_profile_user}`}>{profile.profile_name}</h3>
      <p className="bd-muted">
        Documentos aprobados {approved} de {required}
      </p>
      {profile.documents.length === 0 ? (
        <p>Este perfil no tiene documentos solicitados.</p>
      ) : (
        <ul className="bd-file-docs">
          {profile.documents.map((doc) => (
            <DocumentEntry key={doc.id_file} doc={doc} />
          ))}
        </ul>
      )}
    </section>
  );
}
