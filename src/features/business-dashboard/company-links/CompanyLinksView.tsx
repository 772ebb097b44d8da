// 'Enlace de registro': what the company shares so its people register and sign in. Each link
// (registration, sign-in) with 'Copiar', 'Compartir por WhatsApp' and its QR code, which prints
// on a page of its own to pin up where the workers gather. Loaded on demand.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { sharedLinks } from './company-links-api.ts';
import { $companyLinks, companyLinksState, forgetCompanyLinks, loadCompanyLinks } from './company-links-store.ts';
import { LinkCard } from './LinkCard.tsx';
import './company-links.css';

export default function CompanyLinksView() {
  const state = companyLinksState(useStore($companyLinks));
  useEffect(() => {
    void loadCompanyLinks();
    return forgetCompanyLinks;
  }, []);

  return (
    <section className="bd-view" aria-labelledby="enlaces-titulo">
      <ViewHeading id="enlaces-titulo">Enlace de registro</ViewHeading>
      <p className="bd-lead">
        Comparte estos enlaces con las personas que quieres sumar: se registran desde su teléfono con la marca de tu
        empresa, y tú revisas sus documentos en «Por revisar».
      </p>
      <LoadStatus
        state={state}
        loading="Cargando enlaces…"
        failure="No pudimos cargar los enlaces."
        onRetry={() => void loadCompanyLinks()}
      />
      {state.status === 'ready' && (
        <div className="cl-links">
          {sharedLinks(state.data, window.location.origin).map((link) => (
            <LinkCard key={link.kind} link={link} company={state.data.display_name} />
          ))}
        </div>
      )}
    </section>
  );
}
