// 'Resumen': the company's figures at a glance, from the lists the API already returns (registered
// workers and own postings): registrations per week over the last 12 weeks, applicants per posting
// (top 10), postings by status and registered profiles by region.
import { useEffect, useState } from 'react';
import { calendarDayInChile } from '@/lib/format/index.ts';
import { LOADING, settle, type Remote } from '@/lib/remote.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { fetchMyPostings, type Posting } from '@/features/business-dashboard/postings/postings-api.ts';
import { fetchRegisteredProfiles, type RegisteredWorker } from '@/features/business-dashboard/profiles/profiles-api.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { Suspense, lazy } from 'react';

/** The charts and their figures load on demand, keeping the dashboard's first view light. */
const SummaryCharts = lazy(() => import('./SummaryCharts.tsx'));

interface Lists {
  readonly workers: readonly RegisteredWorker[];
  readonly postings: readonly Posting[];
}

type State = Exclude<Remote<Lists>, { readonly status: 'idle' }>;

async function load(): Promise<Lists> {
  const [workers, postings] = await Promise.all([fetchRegisteredProfiles(), fetchMyPostings()]);
  return { workers, postings };
}

export function SummaryView() {
  const [state, setState] = useState<State>(LOADING);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    void settle(load(), failureText).then((outcome) => active && setState(outcome));
    return () => {
      active = false;
    };
  }, [attempt]);

  const today = calendarDayInChile();
  return (
    <section className="bd-view" aria-labelledby="resumen-titulo">
      <ViewHeading id="resumen-titulo">Resumen</ViewHeading>
      <p className="bd-lead">Tus registros, postulantes y publicaciones de un vistazo.</p>
      <LoadStatus
        state={state}
        loading="Cargando resumen…"
        failure="No pudimos cargar el resumen."
        onRetry={() => {
          setState(LOADING);
          setAttempt((n) => n + 1);
        }}
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
