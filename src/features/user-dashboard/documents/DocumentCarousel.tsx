// The document carousel of the home: 3 cards a page, with previous and next
// arrows when there are more than 3. The home keys it by profile, so a new profile starts on page 1.
import { useState } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import type { DashboardFile } from './document-types.ts';
import { fileKey } from './document-types.ts';
import type { UploadPhase } from './documents-store.ts';
import { DocumentCard } from './DocumentCard.tsx';
import './documents.css';

export const CARDS_PER_PAGE = 3;

interface DocumentCarouselProps {
  readonly files: readonly DashboardFile[];
  readonly loading: boolean;
  readonly failed: boolean;
  readonly phaseOf: (file: DashboardFile) => UploadPhase | undefined;
  readonly isViewable: (file: DashboardFile) => boolean;
  readonly onView: (file: DashboardFile) => void;
  readonly onUpload: (file: DashboardFile) => void;
  readonly onRetry: () => void;
}

export function DocumentCarousel(props: DocumentCarouselProps) {
  const { files, loading, failed } = props;
  const [page, setPage] = useState(0);
  const pages = Math.max(1, Math.ceil(files.length / CARDS_PER_PAGE));
  const current = Math.min(page, pages - 1);
  const shown = files.slice(current * CARDS_PER_PAGE, current * CARDS_PER_PAGE + CARDS_PER_PAGE);

  return (
    <section className="carousel" aria-labelledby="documentos-titulo" aria-roledescription="carrusel">
      <div className="carousel-head">
        <h2 id="documentos-titulo">Mis documentos</h2>
        {files.length > CARDS_PER_PAGE && (
          <div className="carousel-nav">
            <button
              type="button"
              className="dash-icon-button"
              onClick={() => setPage(current - 1)}
              disabled={current === 0}
              data-tooltip="Documentos anteriores"
            >
              <Icon name="chevronLeft" size={20} />
              <span className="visually-hidden">Documentos anteriores</span>
            </button>
            <p className="carousel-page" aria-live="polite">
              {current + 1} / {pages}
            </p>
            <button
              type="button"
              className="dash-icon-button"
              onClick={() => setPage(current + 1)}
              disabled={current >= pages - 1}
              data-tooltip="Documentos siguientes"
              data-tooltip-side="start"
            >
              <Icon name="chevronRight" size={20} />
              <span className="visually-hidden">Documentos siguientes</span>
            </button>
          </div>
        )}
      </div>
      {failed && files.length === 0 ? (
        <div className="dash-card dash-empty">
          <p>No pudimos cargar tus documentos.</p>
          <button type="button" className="btn btn-outline" onClick={props.onRetry}>
            Reintentar
          </button>
        </div>
      ) : loading && files.length === 0 ? (
        <ul className="carousel-track" aria-busy="true" aria-label="Cargando documentos">
          {Array.from({ length: CARDS_PER_PAGE }, (_, index) => (
            <li key={index} className="dash-card doc-card doc-skeleton" />
          ))}
        </ul>
      ) : files.length === 0 ? (
        <p className="dash-card dash-empty">Este perfil no tiene documentos solicitados.</p>
      ) : (
        <ul className="carousel-track">
          {shown.map((file) => (
            <li key={fileKey(file)}>
              <DocumentCard
                file={file}
                phase={props.phaseOf(file)}
                viewable={props.isViewable(file)}
                onView={props.onView}
                onUpload={props.onUpload}
              />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
