// The registered-user profiles of the business: the workers registered with the company's link,
// searchable by name, RUT, e-mail or phone, filtered by profile, region, commune and registration
// days, sorted by any column and 10, 25 or 50 a page. The whole view lives in the address
// (query string), so copying the link shares it.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { formatDate, phoneWithPlus } from '@/lib/format/index.ts';
import { dataOr } from '@/lib/remote.ts';
import { Pagination } from '@/components/pagination/Pagination.tsx';
import { clampPage, pageItems } from '@/lib/pagination.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { countProfiles, workerName } from './profile-filter.ts';
import {
  DEFAULT_QUERY,
  PAGE_SIZES,
  applyProfileQuery,
  placeOptions,
  profileQueryString,
  type ProfileQuery,
  type SortKey,
} from './profile-query.ts';
import type { RegisteredWorker } from './profiles-api.ts';
import {
  $profileQuery,
  $registeredProfiles,
  changeProfileQuery,
  forgetRegisteredProfiles,
  loadRegisteredProfiles,
  registeredProfilesState,
  showProfileQuery,
} from './profiles-store.ts';
import { profileExportTable } from './profile-export.ts';
import { ExportButtons } from '@/features/business-dashboard/shared/ExportButtons.tsx';
import type { LoggedBusiness } from '@/lib/session/types.ts';
import './profiles.css';

function summary(count: number, filtered: boolean): string {
  const people = count === 1 ? '1 persona registrada' : `${count} personas registradas`;
  return filtered ? `${people} con estos filtros` : people;
}

export function ProfilesView({ business }: { business: LoggedBusiness }) {
  const state = registeredProfilesState(useStore($registeredProfiles));
  const query = useStore($profileQuery);

  useEffect(() => {
    void loadRegisteredProfiles();
    // The address holds the query as this view writes it (anything malformed in it dropped).
    showProfileQuery($profileQuery.get());
    return forgetRegisteredProfiles;
  }, []);

  const change = changeProfileQuery;

  const workers = dataOr(state, []);
  const shown = applyProfileQuery(workers, query);
  const page = clampPage(query.page, shown.length, query.size);
  const filtered =
    profileQueryString({
      ...query,
      sort: DEFAULT_QUERY.sort,
      dir: DEFAULT_QUERY.dir,
      size: DEFAULT_QUERY.size,
      page: 1,
    }) !== '';

  return (
    <section className="bd-view" aria-labelledby="perfiles-titulo">
      <ViewHeading id="perfiles-titulo">Perfiles registrados</ViewHeading>
      <p className="bd-lead">
        Personas registradas con el enlace de tu empresa y los perfiles con que se inscribieron.
      </p>

      <LoadStatus
        state={state}
        loading="Cargando perfiles…"
        failure="No pudimos cargar los perfiles registrados."
        onRetry={() => void loadRegisteredProfiles()}
      />
      {state.status === 'ready' && (
        <>
          <div className="bd-filter" role="group" aria-label="Filtrar por perfil">
            <button
              type="button"
              className="bd-filter-btn"
              aria-pressed={query.profile === null}
              onClick={() => change({ profile: null })}
            >
              Todos <span className="bd-count">{workers.length}</span>
            </button>
            {countProfiles(workers).map((item) => (
              <button
                key={item.id_profile}
                type="button"
                className="bd-filter-btn"
                aria-pressed={query.profile === item.id_profile}
                onClick={() => change({ profile: item.id_profile })}
              >
                {item.profile_name} <span className="bd-count">{item.count}</span>
              </button>
            ))}
          </div>
          <ProfileFilters
            workers={workers}
            query={query}
            onChange={change}
            onClear={() => showProfileQuery(DEFAULT_QUERY)}
            filtered={filtered}
          />
          <div className="bd-list-bar">
            <p className="bd-summary" role="status">
              {summary(shown.length, filtered)}
            </p>
            {shown.length > 0 && (
              <ExportButtons
                label="Exportar perfiles"
                what="perfiles"
                company={business.slug}
                sheet="Perfiles registrados"
                table={() => profileExportTable(shown)}
              />
            )}
          </div>
          {shown.length === 0 ? (
            <div className="bd-card bd-empty">
              <p>
                {workers.length === 0
                  ? 'Aún no hay personas registradas con el enlace de tu empresa.'
                  : 'Nadie coincide con la búsqueda y los filtros elegidos.'}
              </p>
            </div>
          ) : (
            <>
              <WorkersTable
                workers={pageItems(shown, page, query.size)}
                sort={query.sort}
                dir={query.dir}
                onSort={(sort) =>
                  change({
                    sort,
                    dir:
                      query.sort === sort
                        ? query.dir === 'asc'
                          ? 'desc'
                          : 'asc'
                        : sort === 'registered'
                          ? 'desc'
                          : 'asc',
                  })
                }
              />
              <Pagination
                page={page}
                total={shown.length}
                size={query.size}
                label="Paginación de perfiles"
                onPage={(next) => showProfileQuery({ ...query, page: next })}
                area="business"
              />
            </>
          )}
        </>
      )}
    </section>
  );
}

interface ProfileFiltersProps {
  readonly workers: readonly RegisteredWorker[];
  readonly query: ProfileQuery;
  readonly filtered: boolean;
  readonly onChange: (changes: Partial<ProfileQuery>) => void;
  readonly onClear: () => void;
}

function ProfileFilters({ workers, query, filtered, onChange, onClear }: ProfileFiltersProps) {
  const { regions, communes } = placeOptions(workers, query.region);
  return (
    <form
      role="search"
      aria-label="Buscar y filtrar perfiles"
      className="bd-profile-filters"
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="bd-field bd-filter-search">
        <label htmlFor="perfiles-buscar">Buscar por nombre, RUT, correo o teléfono</label>
        <input
          id="perfiles-buscar"
          type="search"
          value={query.q}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => onChange({ q: event.target.value })}
        />
      </div>
      <div className="bd-field">
        <label htmlFor="perfiles-region">Región</label>
        <select
          id="perfiles-region"
          value={query.region ?? ''}
          onChange={(event) => onChange({ region: event.target.value || null, commune: null })}
        >
          <option value="">Todas las regiones</option>
          {regions.map((region) => (
            <option key={region} value={region}>
              {region}
            </option>
          ))}
        </select>
      </div>
      <div className="bd-field">
        <label htmlFor="perfiles-comuna">Comuna</label>
        <select
          id="perfiles-comuna"
          value={query.commune ?? ''}
          onChange={(event) => onChange({ commune: event.target.value || null })}
        >
          <option value="">Todas las comunas</option>
          {communes.map((commune) => (
            <option key={commune} value={commune}>
              {commune}
            </option>
          ))}
        </select>
      </div>
      <div className="bd-field">
        <label htmlFor="perfiles-desde">Registrados desde</label>
        <input
          id="perfiles-desde"
          type="date"
          value={query.from ?? ''}
          max={query.to ?? undefined}
          onChange={(event) => onChange({ from: event.target.value || null })}
        />
      </div>
      <div className="bd-field">
        <label htmlFor="perfiles-hasta">Registrados hasta</label>
        <input
          id="perfiles-hasta"
          type="date"
          value={query.to ?? ''}
          min={query.from ?? undefined}
          onChange={(event) => onChange({ to: event.target.value || null })}
        />
      </div>
      <div className="bd-field">
        <label htmlFor="perfiles-filas">Filas por página</label>
        <select
          id="perfiles-filas"
          value={query.size}
          onChange={(event) => onChange({ size: Number(event.target.value) })}
        >
          {PAGE_SIZES.map((size) => (
            <option key={size} value={size}>
              {size}
            </option>
          ))}
        </select>
      </div>
      {filtered && (
        <button type="button" className="btn btn-outline bd-filter-clear" onClick={onClear}>
          Limpiar filtros
        </button>
      )}
    </form>
  );
}

const COLUMNS: readonly { readonly key: SortKey | null; readonly label: string }[] = [
  { key: 'name', label: 'Nombre' },
  { key: 'rut', label: 'RUT' },
  { key: null, label: 'Contacto' },
  { key: 'commune', label: 'Comuna' },
  { key: null, label: 'Perfiles' },
  { key: 'registered', label: 'Registro' },
];

interface WorkersTableProps {
  readonly workers: readonly RegisteredWorker[];
  readonly sort: SortKey;
  readonly dir: 'asc' | 'desc';
  readonly onSort: (key: SortKey) => void;
}

function WorkersTable({ workers, sort, dir, onSort }: WorkersTableProps) {
  return (
    <div className="bd-card bd-table-card">
      <table className="bd-table">
        <caption className="visually-hidden">Personas registradas y sus perfiles</caption>
        <thead>
          <tr>
            {COLUMNS.map(({ key, label }) => {
              if (key === null)
                return (
                  <th key={label} scope="col">
                    {label}
                  </th>
                );
              const active = key === sort;
              return (
                <th
                  key={label}
                  scope="col"
                  aria-sort={active ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
                >
                  <button type="button" className="bd-sort" onClick={() => onSort(key)}>
                    {label}
                    <span className="visually-hidden">
                      {active ? `, orden ${dir === 'asc' ? 'ascendente' : 'descendente'}` : ', ordenar'}
                    </span>
                    <span className="bd-sort-mark" aria-hidden="true">
                      {active ? (dir === 'asc' ? '▲' : '▼') : '↕'}
                    </span>
                  </button>
                </th>
              );
            })}
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
