// The section's own not-found view: any path under /user/dashboard that is not one of its pages.
import { DashboardPage } from './DashboardPage.tsx';
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { dashboardRouter } from '@/features/user-dashboard/routing/router.ts';
import { useDashboardHrefs } from '@/features/user-dashboard/routing/use-dashboard-hrefs.ts';

export default function NotFoundView() {
  const hrefOf = useDashboardHrefs();
  return (
    <DashboardPage>
      <section className="dash-card dash-message" aria-labelledby="no-encontrada">
        <p className="dash-message-code" aria-hidden="true">
          404
        </p>
        <h2 id="no-encontrada">Página no encontrada</h2>
        <p>La página que buscas no existe en tu panel o cambió de dirección.</p>
        <RouterLink router={dashboardRouter} href={hrefOf('home')} className="btn">
          Volver al inicio
        </RouterLink>
      </section>
    </DashboardPage>
  );
}
