// The section's own not-found view: any path under /user/dashboard that is not one of its pages.
import { DashboardPage } from './DashboardPage.tsx';
import { RouterLink } from '../../../components/routing/RouterLink.tsx';
import { dashboardHref, dashboardRouter } from '../routing/router.ts';

export default function NotFoundView() {
  return (
    <DashboardPage>
      <section className="dash-card dash-message" aria-labelledby="no-encontrada">
        <p className="dash-message-code" aria-hidden="true">
          404
        </p>
        <h2 id="no-encontrada">Página no encontrada</h2>
        <p>La página que buscas no existe en tu panel o cambió de dirección.</p>
        <RouterLink router={dashboardRouter} href={dashboardHref('home')} className="btn">
          Volver al inicio
        </RouterLink>
      </section>
    </DashboardPage>
  );
}
