// The registered-user profiles of the business: the workers registered with the
// company's link, filterable by profile, 10 a page.
import { useEffect, useState } from 'react';
import { formatDate, phoneWithPlus } from '../../../lib/format/index.ts';
import { LOADING, dataOr, settle, type Remote } from '../../../lib/remote.ts';
import { failureText } from '../shared/messages.ts';
import { Pagination } from '../../../components/pagination/Pagination.tsx';
import { BUSINESS_PAGINATION } from '../shared/pagination-look.tsx';
import { pageItems } from '../../../lib/pagination.ts';
import { ViewHeading } from '../chrome/ViewHeading.tsx';
import { countProfiles, workerName, workersWithProfile } from './profile-filter.ts';
import { fetchRegisteredProfiles, type RegisteredWorker } from './profiles-api.ts';
import './profiles.css';

type State = Exclude<Remote<readonly RegisteredWorker[]>, { readonly status: 'idle' }>;

export function ProfilesView() {
  const [state, setState] = useState<State>(LOADING);
  const [attempt, setAttempt] = useState(0);
  const [profile, setProfile] = useState<number | null>(null);
  const [page, setPage] = useState(1);

  useEffect(() => {
    let active = true;
    void settle(fetchRegisteredProfiles(), failureText).then((outcome) => active && setState(outcome));
    return () => {
      active = false;
    };
  }, [attempt]);

  const workers = dataOr(state, []);
  const shown = workersWithProfile(workers, profile);
  const filter = (id: number | null) => {
    setProfile(id);
    setPage(1);
  };

  return (
    <section className="bd-view" aria-labelledby="perfiles-titulo">
      <ViewHeading id="perfiles-titulo">Perfiles registrados</ViewHeading>
      <p className="bd-lead">
        Personas registradas con el enlace de tu empresa y los perfiles con que se inscribieron.
      </p>

      {state.status === 'loading' && (
        <p className="bd-summary" role="status">
          Cargando perfiles…
        </p>
      )}
      {state.status === 'error' && (
        <div className="bd-card bd-empty" role="alert">
          <p>No pudimos cargar los perfiles registrados. {state.error}</p>
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
        <>
          <div className="bd-filter" role="group" aria-label="Filtrar por perfil">
            <button
              type="button"
              className="bd-filter-btn"
              aria-pressed={profile === null}
              onClick={() => filter(null)}
            >
              Todos <span className="bd-count">{workers.length}</span>
            </button>
            {countProfiles(workers).map((item) => (
              <button
                key={item.id_profile}
                type="button"
                className="bd-filter-btn"
                aria-pressed={profile === item.id_profile}
                onClick={() => filter(item.id_profile)}
              >
                {item.profile_name} <span className="bd-count">{item.count}</span>
              </button>
            ))}
          </div>
          <p className="bd-summary" role="status">
            {shown.length === 1 ? '1 persona registrada' : `${shown.length} personas registradas`}
          </p>
          {shown.length === 0 ? (
            <div className="bd-card bd-empty">
              <p>Aún no hay personas registradas con este perfil.</p>
            </div>
          ) : (
            <>
              <WorkersTable workers={pageItems(shown, page)} />
              <Pagination
                page={page}
                total={shown.length}
                label="Paginación de perfiles"
                onPage={setPage}
                look={BUSINESS_PAGINATION}
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

function WorkersTable({ workers }: { workers: readonly RegisteredWorker[] }) {
  return (
    <div className="bd-card bd-table-card">
      <table className="bd-table">
        <caption className="visually-hidden">Personas registradas y sus perfiles</caption>
        <thead>
          <tr>
            <th scope="col">Nombre</th>
            <th scope="col">RUT</th>
            <th scope="col">Contacto</th>
            <th scope="col">Comuna</th>
            <th scope="col">Perfiles</th>
            <th scope="col">Registro</th>
          </tr>
        </thead>
        <tbody>
          {workers.map((worker) => (
            <tr key={worker.id_user}>
              <th scope="row">{workerName(worker)}</th>
              <td data-label="RUT" className="bd-nowrap">
                {worker.rut ?? '—'}
              </td>
              <td data-label="Contacto">
                <span className="bd-cell-line">{worker.email}</span>
                {worker.phone && <span className="bd-cell-line bd-muted">{phoneWithPlus(worker.phone)}</span>}
              </td>
              <td data-label="Comuna">{[worker.name_commune, worker.name_region].filter(Boolean).join(', ') || '—'}</td>
              <td data-label="Perfiles">
                {worker.profiles.length === 0 ? (
                  '—'
                ) : (
                  <ul className="bd-chips">
                    {worker.profiles.map((item) => (
                      <li key={item.id_profile_user} className="bd-chip">
                        {item.profile_name}
                      </li>
                    ))}
                  </ul>
                )}
              </td>
              <td data-label="Registro" className="bd-nowrap">
                {formatDate(worker.registered_at)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
