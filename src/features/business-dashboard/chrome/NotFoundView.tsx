// Any path under /business/dashboard that names no page of the section.
import { RouterLink } from '@/components/routing/RouterLink.tsx';
import { businessRouter, sectionPaths } from '@/features/business-dashboard/routing/router.ts';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';

export function NotFoundView() {
  return (
    <section className="bd-view" aria-labelledby="no-encontrada-titulo">
      <ViewHeading id="no-encontrada-titulo">Página no encontrada</ViewHeading>
      <div className="bd-card bd-empty">
        <p>La página que buscas no existe en el panel de empresa.</p>
        <RouterLink router={businessRouter} href={sectionPaths.postings} className="btn">
          Ir a publicaciones
        </RouterLink>
      </div>
    </section>
  );
}
