// 'Resumen': the company's figures at a glance, from the lists the API already returns (registered
// workers and own postings): registrations per week over the last 12 weeks, applicants per posting
// (top 10), postings by status and registered profiles by region. Loaded on demand with its charts.
import { useEffect, useState } from 'react';
import { calendarDayInChile } from '../../../lib/format/index.ts';
import { LOADING, settle, type Remote } from '../../../lib/remote.ts';
import { ViewHeading } from '../chrome/ViewHeading.tsx';
import { fetchMyPostings, type Posting } from '../postings/postings-api.ts';
import { fetchRegisteredProfiles, type RegisteredWorker } from '../profiles/profiles-api.ts';
import { failureText } from '../shared/messages.ts';
import { BarChart } from './BarChart.tsx';
import { applicantsPerPosting, postingsByStatus, profilesByRegion, registrationsPerWeek } from './summary-data.ts';
import '../profiles/profiles.css';
import './summary.css';

interface Lists {
  readonly workers: readonly RegisteredWorker[];
  readonly postings: readonly Posting[];
}

type State = Exclude<Remote<Lists>, { readonly status: 'idle' }>;

async function load(): Promise<Lists> {
  const [workers, postings] = await Promise.all([fetchRegisteredProfiles(), fetchMyPostings()]);
  return { workers, postings };
}

export default function SummaryView() {
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
      {state.status === 'loading' && (
        <p className="bd-summary" role="status">
          Cargando resumen…
        </p>
      )}
      {state.status === 'error' && (
        <div className="bd-card bd-empty" role="alert">
          <p>No pudimos cargar el resumen. {state.error}</p>
          <button
            type="button"
            className="btn"
            onClick={() => {
              setState(LOADING);
              setAttempt((n) => n + 1);
            }}
          >
            Reintentar
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <div className="bd-charts">
          <BarChart
            title="Registros por semana (últimas 12 semanas)"
            bars={registrationsPerWeek(state.data.workers, today)}
            columns
            labelHeader="Semana del lunes"
            valueHeader="Registros"
          />
          <BarChart
            title="Postulantes por publicación (10 con más postulantes)"
            bars={applicantsPerPosting(state.data.postings)}
            labelHeader="Publicación"
            valueHeader="Postulantes"
          />
          <BarChart
            title="Publicaciones por estado"
            bars={postingsByStatus(state.data.postings, today)}
            labelHeader="Estado"
            valueHeader="Publicaciones"
          />
          <BarChart
            title="Perfiles registrados por región"
            bars={profilesByRegion(state.data.workers)}
            labelHeader="Región"
            valueHeader="Personas"
          />
        </div>
      )}
    </section>
  );
}
