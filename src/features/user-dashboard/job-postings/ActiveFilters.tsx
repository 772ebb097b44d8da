// The filters and search in force, each removable, plus 'Quitar todos'.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { Icon } from '@/components/icon/icons.tsx';
import { dataOr } from '@/lib/remote.ts';
import { $filterData, FILTER_NAMES, filterValueLabel, loadFilterData } from './filter-options.ts';
import { FILTER_KEYS, hasFilters, type PostingQuery } from './postings-query.ts';

interface ActiveFiltersProps {
  readonly query: PostingQuery;
  readonly onChange: (query: PostingQuery) => void;
}

export function ActiveFilters({ query, onChange }: ActiveFiltersProps) {
  const data = dataOr(useStore($filterData), null);
  const active = hasFilters(query.filter);

  useEffect(() => {
    if (active) void loadFilterData();
  }, [active]);

  if (!active && !query.search) return null;
  const chips = FILTER_KEYS.flatMap((key) => {
    const value = query.filter[key];
    if (!value) return [];
    const label = `${FILTER_NAMES[key]}: ${filterValueLabel(data, key, value)}`;
    const rest = { ...query.filter, [key]: '' };
    if (key === 'id_region') rest.id_commune = '';
    return [{ key, label, next: { ...query, filter: rest } }];
  });
  if (query.search)
    chips.push({ key: 'id_vehicle', label: `Búsqueda: «${query.search}»`, next: { ...query, search: '' } });

  return (
    <div className="jp-active" role="group" aria-label="Filtros aplicados">
      <ul>
        {chips.map((chip) => (
          <li key={chip.label}>
            <button type="button" className="jp-chip" onClick={() => onChange(chip.next)}>
              <span className="visually-hidden">Quitar </span>
              {chip.label}
              <Icon name="close" size={16} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="jp-clear" onClick={() => onChange({ filter: {}, search: '' })}>
        Quitar todos
      </button>
    </div>
  );
}
