// 'Resumen': the company's figures at a glance, from the lists the API already returns (registered
// workers and own postings): registrations per week over the last 12 weeks, applicants per posting
// (top 10), postings by status and registered profiles by region.
import { useStore } from '@nanostores/react';
import { Suspense, lazy, useDeferredValue, useEffect } from 'react';
import { calendarDayInChile } from '@/lib/format/index.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { $summaryLists, forgetSummaryLists, loadSummaryLists, summaryListsState } from './summary-store.ts';

/** The charts and their figures load on demand, keeping the dashboard's first view light. */
const SummaryCharts = lazy(() => import('./SummaryCharts.tsx'));

export function SummaryView() {
  // The lists are drawn at a lower priority: the charts are the area's largest render, and drawn in
  // the task that brought the answer they made one long task; deferred, React renders them in
  // slices ('Cargando resumen…' stays until they are ready).
  const state = summaryListsState(useDeferredValue(useStore($summaryLists)));

  useEffect(() => {
    void loadSummaryLists();
    return forgetSummaryLists;
  }, []);

  const today = calendarDayInChile();
  return (
    <section className="bd-view" aria-labelledby="resumen-titulo">
      <ViewHeading id="resumen-titulo">Resumen</ViewHeading>
      <p className="bd-lead">Tus registros, postulantes y publicaciones de un vistazo.</p>
      <LoadStatus
        state={state}
        loading="Cargando resumen…"
        failure="No pudimos cargar el resumen."
        onRetry={() => void loadSummaryLists()}
      />
      {state.status === 'ready' && (
        <Suspense
          fallback={
            <p className="bd-summary" role="status">
              Cargando gráficos…
            </p>
          }
        >
          <SummaryCharts workers={state.data.workers} postings={state.data.postings} today={today} />
        </Suspense>
      )}
    </section>
  );
}
