// The search and filters of the registered profiles: name, RUT, e-mail or phone; region and
// commune (of the people listed); registration days; rows a page; and 'Limpiar filtros'.
import { PAGE_SIZES, placeOptions, type ProfileQuery } from './profile-query.ts';
import type { RegisteredWorker } from './profiles-api.ts';

interface ProfileFiltersProps {
  readonly workers: readonly RegisteredWorker[];
  readonly query: ProfileQuery;
  readonly filtered: boolean;
  readonly onChange: (changes: Partial<ProfileQuery>) => void;
  readonly onClear: () => void;
}

export function ProfileFilters({ workers, query, filtered, onChange, onClear }: ProfileFiltersProps) {
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
