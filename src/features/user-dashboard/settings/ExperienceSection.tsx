// The professional experience section of the profile: the entries, latest job
// first, and a toggle that shows an edit and a delete icon per entry. The update and delete
// dialogs load on demand.
import { useStore } from '@nanostores/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { dataOr, isPending } from '@/lib/remote.ts';
import { Icon } from '@/components/icon/icons.tsx';
import { formatDate } from '@/lib/format/index.ts';
import type { Experience } from './experience-api.ts';
import { $experiences, loadExperiences } from './profile-store.ts';
import { openSettingsView } from './panel-views.ts';
import { ExtraIcon } from '@/features/user-dashboard/shared/icons.tsx';

const UpdateExperienceDialog = lazy(() => import('./UpdateExperienceDialog.tsx'));
const DeleteExperienceDialog = lazy(() => import('./DeleteExperienceDialog.tsx'));

type OpenDialog = { readonly kind: 'update' | 'delete'; readonly entry: Experience };

export function ExperienceSection() {
  const list = useStore($experiences);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const toggle = useRef<HTMLButtonElement>(null);
  const items = dataOr(list, []);

  return (
    <section className="dash-card st-section" aria-labelledby="experiencia-titulo">
      <div className="st-section-head">
        <h2 id="experiencia-titulo" tabIndex={-1}>
          Experiencia profesional
        </h2>
        {items.length > 0 && (
          <button
            ref={toggle}
            type="button"
            className="btn btn-outline st-toggle"
            aria-pressed={editing}
            onClick={() => setEditing(!editing)}
          >
            <Icon name={editing ? 'check' : 'gear'} size={18} />
            {editing ? 'Listo' : 'Editar experiencias'}
          </button>
        )}
      </div>
      {list.status === 'error' && (
        <div className="st-empty">
          <p role="alert">No pudimos cargar tu experiencia profesional.</p>
          <button type="button" className="btn btn-outline" onClick={() => void loadExperiences()}>
            Reintentar
          </button>
        </div>
      )}
      {isPending(list) && (
        <p className="st-empty" aria-busy="true">
          Cargando experiencia…
        </p>
      )}
      {list.status === 'ready' && items.length === 0 && (
        <div className="st-empty">
          <p>Aún no agregas experiencia profesional.</p>
          <button type="button" className="btn btn-outline" onClick={() => openSettingsView('AddExperience')}>
            <Icon name="plus" size={18} />
            Agregar experiencia
          </button>
        </div>
      )}
      {items.length > 0 && (
        <ol className="st-experience">
          {items.map((entry) => (
            <li key={entry.id_ew}>
              <article className="st-entry" aria-labelledby={`experiencia-${entry.id_ew}`}>
                <span className="st-entry-icon" aria-hidden="true">
                  <Icon name="briefcase" size={22} />
                </span>
                <div className="st-entry-text">
                  <h3 id={`experiencia-${entry.id_ew}`}>{entry.job_title}</h3>
                  <p className="st-entry-company">
                    {entry.company_name} · {entry.type_employment}
                  </p>
                  <p className="st-entry-meta">
                    {formatDate(entry.start_date)} – {formatDate(entry.end_date)}
                    {entry.duration ? ` · ${entry.duration}` : ''} · {entry.location}
                  </p>
                  <p className="st-entry-description">{entry.job_description}</p>
                </div>
                {editing && (
                  <div className="st-entry-actions">
                    <button
                      type="button"
                      className="dash-icon-button"
                      onClick={() => setDialog({ kind: 'update', entry })}
                      data-tooltip="Editar"
                    >
                      <ExtraIcon name="edit" size={20} />
                      <span className="visually-hidden">Editar «{entry.job_title}»</span>
                    </button>
                    <button
                      type="button"
                      className="dash-icon-button st-danger"
                      onClick={() => setDialog({ kind: 'delete', entry })}
                      data-tooltip="Eliminar"
                      data-tooltip-side="start"
                    >
                      <ExtraIcon name="trash" size={20} />
                      <span className="visually-hidden">Eliminar «{entry.job_title}»</span>
                    </button>
                  </div>
                )}
              </article>
            </li>
          ))}
        </ol>
      )}
      {dialog && (
        <Suspense fallback={null}>
          {dialog.kind === 'update' ? (
            <UpdateExperienceDialog id={dialog.entry.id_ew} onClose={() => setDialog(null)} />
          ) : (
            <DeleteExperienceDialog
              entry={dialog.entry}
              onClose={() => setDialog(null)}
              returnFocus={() => toggle.current ?? document.getElementById('experiencia-titulo')}
            />
          )}
        </Suspense>
      )}
    </section>
  );
}
