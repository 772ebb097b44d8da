// One document card: its name, status label, dates and rejection reason; a plus to
// upload when it was never uploaded, 'Reemplazar' when REJECTED or PENDING, 'Ver' when the viewer
// lists it; 'Cargando' then 'Cargado con éxito' while an upload settles.
import { formatDate } from '@/lib/format/index.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { documentName } from './document-names.ts';
import { documentStatusLabel, documentStatusTone, offersReplace, offersUpload } from './document-rules.ts';
import type { DashboardFile } from './document-types.ts';
import type { UploadPhase } from './documents-store.ts';
import './documents.css';

export const UPLOADING_LABEL = 'Cargando';
export const UPLOADED_LABEL = 'Cargado con éxito';

interface DocumentCardProps {
  readonly file: DashboardFile;
  readonly phase: UploadPhase | undefined;
  readonly viewable: boolean;
  readonly onView: (file: DashboardFile) => void;
  readonly onUpload: (file: DashboardFile) => void;
}

export function DocumentCard({ file, phase, viewable, onView, onUpload }: DocumentCardProps) {
  const name = documentName(file);
  const tone = documentStatusTone(file.file_status);
  const image = file.type_name !== null && file.type_name !== 'pdf';
  return (
    <article className="dash-card doc-card" data-tone={tone} aria-label={name}>
      <div className="doc-card-head">
        <span className="doc-icon" aria-hidden="true">
          <Icon name={image ? 'image' : 'file'} size={22} />
        </span>
        <span className="doc-status" data-tone={tone}>
          {documentStatusLabel(file.file_status)}
        </span>
      </div>
      <h3 className="doc-name">{name}</h3>
      <dl className="doc-dates">
        {file.date_upload && (
          <div>
            <dt>Cargado</dt>
            <dd>{formatDate(file.date_upload)}</dd>
          </div>
        )}
        {file.expiration_date && (
          <div>
            <dt>Vence</dt>
            <dd>{formatDate(file.expiration_date)}</dd>
          </div>
        )}
      </dl>
      {!file.isUploaded && <p className="doc-missing">Aún no has subido este documento.</p>}
      {file.file_status === 'REJECTED' && file.rejection_reason && (
        <p className="doc-reason">
          <Icon name="alert" size={16} /> {file.rejection_reason}
        </p>
      )}
      <p className="doc-upload-state" role="status">
        {phase === 'uploading' && (
          <>
            <span className="doc-spinner" aria-hidden="true" /> {UPLOADING_LABEL}
          </>
        )}
        {phase === 'uploaded' && (
          <>
            <Icon name="check" size={16} /> {UPLOADED_LABEL}
          </>
        )}
      </p>
      <div className="doc-actions">
        {viewable && (
          <button type="button" className="doc-action" onClick={() => onView(file)}>
            <Icon name="eye" size={18} /> Ver<span className="visually-hidden"> {name}</span>
          </button>
        )}
        {offersReplace(file) && phase === undefined && (
          <button type="button" className="doc-action" onClick={() => onUpload(file)}>
            <Icon name="upload" size={18} /> Reemplazar<span className="visually-hidden"> {name}</span>
          </button>
        )}
        {offersUpload(file) && phase === undefined && (
          <button type="button" className="doc-add" onClick={() => onUpload(file)} data-tooltip={`Subir ${name}`}>
            <Icon name="plus" size={22} />
            <span className="visually-hidden">Subir {name}</span>
          </button>
        )}
      </div>
    </article>
  );
}
