// One posting of the company's list: what the worker side shows (vehicle, place, schedule,
// start, pay) and the company's actions: applicants, edit, delete.
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import { VehiclePlaceFacts } from '@/components/posting/VehiclePlaceFacts.tsx';
import { formatClp, formatDate } from '@/lib/format/index.ts';
import { POSTING_STATE_TEXT, postingState } from '@/lib/posting.ts';
import type { Posting } from './postings-api.ts';

interface PostingCardProps {
  readonly posting: Posting;
  readonly onEdit: () => void;
  /** Opens the create form prefilled from this posting. */
  readonly onDuplicate: () => void;
  readonly onDelete: () => void;
  readonly onPreloadEditor: () => void;
}

export function PostingCard({ posting, onEdit, onDuplicate, onDelete, onPreloadEditor }: PostingCardProps) {
  const titleId = `tarjeta-publicacion-${posting.id_publication}`;
  const state = postingState(posting);
  return (
    <article className="bd-card bd-posting" aria-labelledby={titleId}>
      <header className="bd-posting-head">
        <h2 id={titleId}>{posting.title}</h2>
        <span className={`bd-badge ${state === 'active' ? 'bd-badge-on' : 'bd-badge-off'}`}>
          {POSTING_STATE_TEXT[state].one}
        </span>
      </header>
      <dl className="bd-facts">
        <VehiclePlaceFacts posting={posting} />
        <div>
          <dt>Horario</dt>
          <dd>{posting.name_schedule}</dd>
        </div>
        <div>
          <dt>Inicio</dt>
          <dd>{formatDate(posting.start_time)}</dd>
        </div>
        <div>
          <dt>Pago por unidad</dt>
          <dd className="bd-pay">{formatClp(posting.pawn)}</dd>
        </div>
      </dl>
      {/* Two lines at most (a preview): the edit form shows the description whole. */}
      <p className="bd-posting-text" data-preview>
        {posting.description}
      </p>
      <div className="bd-card-actions">
        <RouterLink
          router={businessRouter}
          href={sectionPaths.applicants(posting.id_publication)}
          className="btn bd-btn-small"
        >
          Ver postulantes<span className="visually-hidden"> de {posting.title}:</span>
          <span className="bd-count">{posting.applicants}</span>
        </RouterLink>
        <button
          type="button"
          className="btn btn-outline bd-btn-small"
          onClick={onEdit}
          onPointerEnter={onPreloadEditor}
          onFocus={onPreloadEditor}
        >
          Editar<span className="visually-hidden"> {posting.title}</span>
        </button>
        <button
          type="button"
          className="btn btn-outline bd-btn-small"
          onClick={onDuplicate}
          onPointerEnter={onPreloadEditor}
          onFocus={onPreloadEditor}
        >
          Duplicar<span className="visually-hidden"> {posting.title}</span>
        </button>
        <button type="button" className="btn btn-outline bd-btn-small bd-btn-danger-outline" onClick={onDelete}>
          Eliminar<span className="visually-hidden"> {posting.title}</span>
        </button>
      </div>
    </article>
  );
}
