// Placeholder of the pages part 2 builds (profile settings, security, bank details, job
// postings): the page's name and 'Próximamente'.
import { DashboardPage } from '../chrome/DashboardPage.tsx';
import { DashboardLink } from '../routing/DashboardLink.tsx';

export function ComingSoonView({ heading }: { readonly heading: string }) {
  return (
    <DashboardPage>
      <section className="dash-card dash-message" aria-labelledby="proximamente">
        <h2 id="proximamente">{heading}</h2>
        <p className="dash-soon">Próximamente</p>
        <p>Estamos preparando esta sección. Mientras tanto, revisa tus documentos y contratos en el inicio.</p>
        <DashboardLink to="home" className="btn btn-outline">
          Ir al inicio
        </DashboardLink>
      </section>
    </DashboardPage>
  );
}
