// The workers who applied to one of the company's postings, each with 'Enviar correo'.
// The posting is taken from the loaded list when present, else read from the API.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { formatDate, initials, phoneWithPlus, placeText } from '@/lib/format/index.ts';
import { businessAssetUrl } from '@/lib/http/index.ts';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import { SPEC_MESSAGES } from '@/features/business-dashboard/shared/messages.ts';
import type { Applicant } from './applicants-api.ts';
import { $applicants, applicantsOf, forgetApplicants, loadApplicants } from './applicants-store.ts';
import { SendEmailDialog } from './SendEmailDialog.tsx';
import { BulkEmailDialog } from './BulkEmailDialog.tsx';
import { applicantRecipient } from './email-form.ts';
import { applicantExportTable } from './applicant-export.ts';
import { ExportButtons } from '@/features/business-dashboard/shared/ExportButtons.tsx';
import '@/features/business-dashboard/shared/avatar.css';
import './applicants.css';

export function ApplicantsView({ postingId, business }: { postingId: number; business: LoggedBusiness }) {
  const state = applicantsOf(useStore($applicants), postingId);
  const [writingTo, setWritingTo] = useState<Applicant | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [writingToMany, setWritingToMany] = useState(false);

  useEffect(() => {
    void loadApplicants(postingId);
    return forgetApplicants;
  }, [postingId]);

  const posting = state.status === 'ready' ? state.data.posting : null;
  return (
    <section className="bd-view" aria-labelledby="postulantes-titulo">
      <RouterLink router={businessRouter} href={sectionPaths.postings} className="bd-back">
        <span aria-hidden="true">←</span> Volver a publicaciones
      </RouterLink>
      <ViewHeading id="postulantes-titulo">Postulantes</ViewHeading>
      {posting && (
        <p className="bd-lead">
          <strong>{posting.title}</strong> · {placeText(posting)}
        </p>
      )}

      <LoadStatus
        state={state}
        loading="Cargando postulantes…"
        failure={`${SPEC_MESSAGES.loadPostings}.`}
        onRetry={() => void loadApplicants(postingId)}
      />
      {state.status === 'ready' && (
        <>
          <div className="bd-list-bar">
            <p className="bd-summary" role="status">
              {state.data.applicants.length === 1 ? '1 postulante' : `${state.data.applicants.length} postulantes`}
            </p>
            {state.data.applicants.length > 0 && (
              <ExportButtons
                label="Exportar postulantes"
                what={`postulantes ${state.data.posting.title}`}
                company={business.slug}
                sheet="Postulantes"
                table={() => applicantExportTable(state.data.applicants)}
              />
            )}
          </div>
          {state.data.applicants.length === 0 ? (
            <div className="bd-card bd-empty">
              <p>Aún no hay postulantes para esta publicación.</p>
            </div>
          ) : (
            <>
              <SelectionBar
                total={state.data.applicants.length}
                selected={selected.size}
                onAll={(all) => setSelected(new Set(all ? state.data.applicants.map((item) => item.id_user) : []))}
                onWrite={() => setWritingToMany(true)}
              />
              <ul className="bd-people">
                {state.data.applicants.map((applicant) => (
                  <li key={applicant.id_user}>
                    <ApplicantCard
                      applicant={applicant}
                      selected={selected.has(applicant.id_user)}
                      onSelect={(on) =>
                        setSelected((current) => {
                          const next = new Set(current);
                          if (on) next.add(applicant.id_user);
                          else next.delete(applicant.id_user);
                          return next;
                        })
                      }
                      onWrite={() => setWritingTo(applicant)}
                    />
                  </li>
                ))}
              </ul>
            </>
          )}
        </>
      )}
      {writingToMany && state.status === 'ready' && (
        <BulkEmailDialog
          recipients={state.data.applicants
            .filter((applicant) => selected.has(applicant.id_user))
            .map(applicantRecipient)}
          business={business}
          subject={posting ? `Tu postulación: ${posting.title}` : ''}
          onClose={() => setWritingToMany(false)}
        />
      )}
      {writingTo && (
        <SendEmailDialog
          applicant={writingTo}
          business={business}
          postingTitle={posting?.title ?? null}
          onClose={() => setWritingTo(null)}
        />
      )}
    </section>
  );
}

interface SelectionBarProps {
  readonly total: number;
  readonly selected: number;
  readonly onAll: (all: boolean) => void;
  readonly onWrite: () => void;
}

/** 'Seleccionar todos' and the e-mail to everyone selected. */
export function SelectionBar({ total, selected, onAll, onWrite }: SelectionBarProps) {
  return (
    <div className="bd-selection-bar">
      <label className="bd-check">
        <input
          type="checkbox"
          checked={selected === total && total > 0}
          ref={(input) => {
            if (input) input.indeterminate = selected > 0 && selected < total;
          }}
          onChange={(event) => onAll(event.target.checked)}
        />
        Seleccionar todos
      </label>
      <button type="button" className="btn bd-btn-small" disabled={selected === 0} onClick={onWrite}>
        {selected === 0 ? 'Enviar correo a seleccionados' : `Enviar correo a seleccionados (${selected})`}
      </button>
    </div>
  );
}

interface ApplicantCardProps {
  readonly applicant: Applicant;
  readonly selected: boolean;
  readonly onSelect: (selected: boolean) => void;
  readonly onWrite: () => void;
}

function ApplicantCard({ applicant, selected, onSelect, onWrite }: ApplicantCardProps) {
  const photo = businessAssetUrl(applicant.img_profile);
  return (
    <article className="bd-card bd-person" aria-label={applicant.name_user || applicant.user_email}>
      <input
        type="checkbox"
        className="bd-person-check"
        checked={selected}
        aria-label={`Seleccionar a ${applicant.name_user || applicant.user_email}`}
        onChange={(event) => onSelect(event.target.checked)}
      />
      <div className="bd-avatar" aria-hidden="true">
        {photo ? <img src={photo} alt="" width={56} height={56} /> : initials(applicant.name_user)}
      </div>
      <div className="bd-person-main">
        <h2 className="bd-person-name">{applicant.name_user || 'Sin nombre'}</h2>
        <p className="bd-muted">{applicant.user_email}</p>
        {applicant.phone && <p className="bd-muted">{phoneWithPlus(applicant.phone)}</p>}
        {applicant.profiles.length > 0 && (
          <ul className="bd-chips" aria-label="Perfiles">
            {applicant.profiles.map((profile) => (
              <li key={profile.id_profile_user} className="bd-chip">
                {profile.profile_name}
              </li>
            ))}
          </ul>
        )}
        <p className="bd-muted bd-small">Postuló el {formatDate(applicant.applied_at)}</p>
      </div>
      <button type="button" className="btn bd-btn-small" onClick={onWrite}>
        Enviar correo<span className="visually-hidden"> a {applicant.name_user}</span>
      </button>
    </article>
  );
}
