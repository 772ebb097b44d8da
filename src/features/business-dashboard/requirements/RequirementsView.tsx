// 'Documentos requeridos': for each job profile the company offers, the documents its workers must
// give, chosen from the catalogue (types that expire say so) or named by the company itself. Saving
// a profile's list asks the new documents of the workers who already hold it and drops the ones
// they never uploaded; new workers receive the list when they register.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import { ProfileRequirementsCard } from './ProfileRequirementsCard.tsx';
import { $requirements, forgetRequirements, loadRequirements, requirementsState } from './requirements-store.ts';
import './requirements.css';

export default function RequirementsView() {
  const state = requirementsState(useStore($requirements));

  useEffect(() => {
    void loadRequirements();
    return forgetRequirements;
  }, []);

  return (
    <section className="bd-view" aria-labelledby="requeridos-titulo">
      <ViewHeading id="requeridos-titulo">Documentos requeridos</ViewHeading>
      <p className="bd-lead">
        Lo que pides a cada perfil. Quienes se registren reciben la lista; a quienes ya tienen el perfil les pedimos los
        documentos nuevos.{' '}
        <RouterLink router={businessRouter} href={sectionPaths.review}>
          Volver a Por revisar
        </RouterLink>
      </p>
      <LoadStatus
        state={state}
        loading="Cargando documentos requeridos…"
        failure="No pudimos cargar los documentos requeridos."
        onRetry={() => void loadRequirements()}
      />
      {state.status === 'ready' &&
        (state.data.data.length === 0 ? (
          <p className="bd-card bd-empty">Tu empresa todavía no ofrece perfiles.</p>
        ) : (
          <div className="rq-profiles">
            {state.data.data.map((profile) => (
              <ProfileRequirementsCard key={profile.id_profile} profile={profile} catalogue={state.data.catalogue} />
            ))}
          </div>
        ))}
    </section>
  );
}
