// The filters panel: vehicle, zone, region (of the zone),
// commune (of the region), start date from, and minimum pay per unit. Applying writes them into
// the address (id_vehicle, id_zone, id_region, id_commune, start_time, pawn).
import { useStore } from '@nanostores/react';
import { useEffect, useState, type SyntheticEvent } from 'react';
import { ComboBox, type ComboBoxLook } from '@/components/form/ComboBox.tsx';
import { DashboardDialog } from '@/components/dialog/DashboardDialog.tsx';
import { dataOr } from '@/lib/remote.ts';
import { $filterData, loadFilterData } from './filter-options.ts';
import { FILTER_KEYS, type FilterKey, type PostingFilter } from './postings-query.ts';

const COMBO_LOOK: ComboBoxLook = {
  className: 'jp-combo',
  listClassName: 'jp-combo-options',
  optionClassName: 'jp-combo-option',
  emptyClassName: 'uf-hint',
};

interface FiltersDialogProps {
  readonly filter: PostingFilter;
  readonly onApply: (filter: PostingFilter) => void;
  readonly onClose: () => void;
}

type Values = Record<FilterKey, string>;

const PAWN_MESSAGE = 'Solo números permitidos';

function initialValues(filter: PostingFilter): Values {
  return Object.fromEntries(FILTER_KEYS.map((key) => [key, filter[key] ?? ''])) as Values;
}

export default function FiltersDialog({ filter, onApply, onClose }: FiltersDialogProps) {
  const [values, setValues] = useState<Values>(() => initialValues(filter));
  const data = dataOr(useStore($filterData), null);
  const [pawnError, setPawnError] = useState(false);

  useEffect(() => {
    void loadFilterData();
  }, []);

  const zone = Number(values.id_zone);
  const region = Number(values.id_region);
  const regions = (data?.regions ?? []).filter((item) => !zone || item.zone_id === zone);
  const communes = (data?.communes ?? []).filter((item) => item.id_region === region);

  function set(key: FilterKey, value: string) {
    setValues((current) => {
      const next = { ...current, [key]: value };
      if (
        key === 'id_zone' &&
        value &&
        data?.regions.find((item) => item.id_region === Number(current.id_region))?.zone_id !== Number(value)
      ) {
        next.id_region = '';
        next.id_commune = '';
      }
      if (key === 'id_region') next.id_commune = '';
      return next;
    });
  }

  function apply(event: SyntheticEvent) {
    event.preventDefault();
    const pawn = values.pawn.replace(/[.\s$]/g, '');
    if (!/^\d*$/.test(pawn)) {
      setPawnError(true);
      document.getElementById('filtro-pawn')?.focus();
      return;
    }
    onApply({ ...values, pawn });
  }

  const select = (
    key: FilterKey,
    label: string,
    placeholder: string,
    options: readonly { value: number; label: string }[],
    disabled = false,
  ) => (
    <div className="uf-field">
      <label htmlFor={`filtro-${key}`}>{label}</label>
      <select
        id={`filtro-${key}`}
        {...(key === 'id_vehicle' ? { 'data-autofocus': true } : {})}
        value={values[key]}
        disabled={disabled}
        onChange={(event) => set(key, event.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={String(option.value)}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <DashboardDialog area="user" title="Filtrar ofertas" titleId="filtros-titulo" onClose={onClose} size="large">
      <form onSubmit={apply} noValidate>
        <div className="ud-dialog-body">
          {!data && (
            <p className="uf-hint" role="status">
              Cargando opciones…
            </p>
          )}
          <div className="uf-row">
            {select(
              'id_vehicle',
              'Vehículo',
              'Cualquier vehículo',
              (data?.vehicles ?? []).map((item) => ({ value: item.id_vehicle, label: item.name_vehicle })),
            )}
            {select(
              'id_zone',
              'Zona',
              'Todas las zonas',
              (data?.zones ?? []).map((item) => ({ value: item.id_zone, label: item.name_zone })),
            )}
          </div>
          <div className="uf-row">
            {select(
              'id_region',
              'Región',
              'Todas las regiones',
              regions.map((item) => ({ value: item.id_region, label: item.name_region })),
            )}
            <div className="uf-field">
              <label htmlFor="filtro-id_commune">Comuna</label>
              {/* A region can have over fifty communes: they filter as the worker types. */}
              <ComboBox
                attributes={{
                  id: 'filtro-id_commune',
                  'aria-invalid': undefined,
                  'aria-describedby': undefined,
                  'aria-required': undefined,
                }}
                options={communes.map((item) => ({ value: String(item.id_commune), label: item.name_commune }))}
                value={values.id_commune}
                onChange={(value) => set('id_commune', value)}
                placeholder={values.id_region ? 'Todas las comunas' : 'Elige primero una región'}
                disabled={!values.id_region}
                look={COMBO_LOOK}
              />
            </div>
          </div>
          <div className="uf-row">
            <div className="uf-field">
              <label htmlFor="filtro-start_time">Fecha de inicio desde</label>
              <input
                id="filtro-start_time"
                type="date"
                value={values.start_time}
                onChange={(event) => set('start_time', event.target.value)}
              />
            </div>
            <div className="uf-field">
              <label htmlFor="filtro-pawn">Pago mínimo por unidad (CLP)</label>
              <input
                id="filtro-pawn"
                inputMode="numeric"
                value={values.pawn}
                aria-invalid={pawnError}
                aria-describedby={pawnError ? 'filtro-pawn-error' : undefined}
                onChange={(event) => {
                  setPawnError(false);
                  set('pawn', event.target.value);
                }}
              />
              {pawnError && (
                <p id="filtro-pawn-error" className="uf-error" role="alert">
                  {PAWN_MESSAGE}
                </p>
              )}
            </div>
          </div>
        </div>
        <div className="ud-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={() => setValues(initialValues({}))}>
            Limpiar filtros
          </button>
          <button type="submit" className="btn">
            Aplicar filtros
          </button>
        </div>
      </form>
    </DashboardDialog>
  );
}
