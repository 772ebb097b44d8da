// The registered-user profiles of the business: the workers registered with the company's link,
// searchable by name, RUT, e-mail or phone, filtered by profile, region, commune and registration
// days, sorted by any column and 10, 25 or 50 a page. The whole view lives in the address
// (query string), so copying the link shares it.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { dataOr } from '@/lib/remote.ts';
import { Pagination } from '@/components/pagination/Pagination.tsx';
import { clampPage, pageItems } from '@/lib/pagination.ts';
import { LoadStatus } from '@/features/business-dashboard/shared/LoadStatus.tsx';
import { ViewHeading } from '@/features/business-dashboard/shared/ViewHeading.tsx';
import { countProfiles } from './profile-filter.ts';
import { ProfileFilters } from './ProfileFilters.tsx';
import { WorkersTable } from './WorkersTable.tsx';
import { DEFAULT_QUERY, applyProfileQuery, profileQueryString } from './profile-query.ts';
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
