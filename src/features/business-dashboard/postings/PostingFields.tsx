// The fields of the posting form, grouped as a company thinks of them: the job, the vehicle,
// the place and the conditions. Dependent selects are filtered by their parent (capacity by
// vehicle, region by zone, commune by region) and cleared when the parent changes.
import { Field, setInput, useField, type FormStore } from '@formisch/react';
import { todayInChile, POSTING_LIMITS } from '@/lib/validation/job-posting.ts';
import { inputValue } from '@/components/form/bound.tsx';
import { TextInput } from '@/components/form/dashboard-fields.tsx';
import { postingOptions, type PostingFormMode, type PostingFormSchema } from './posting-form.ts';
import { LongText, POSTING_FIELD_ID as ID, SearchableSelect, Select } from './PostingControls.tsx';

type Form = FormStore<PostingFormSchema>;

export function PostingFields({ form, mode }: { form: Form; mode: PostingFormMode }) {
  const vehicle = useField(form, { path: ['id_vehicle'] }).input;
  const zone = useField(form, { path: ['id_zone'] }).input;
  const region = useField(form, { path: ['id_region'] }).input;
  const capacities = postingOptions.capacities(vehicle);
  const clear = (...paths: ('id_capacity' | 'id_region' | 'id_commune')[]) => {
    for (const path of paths) setInput(form, { path: [path], input: '' });
  };

  return (
    <div className="bd-form-groups">
      <fieldset>
        <legend>El cargo</legend>
        <Field of={form} path={['title']}>
          {(field) => (
            <TextInput
              area="business"
              field={field}
              label="Título"
              idPrefix={ID}
              hint="Ej: Conductor de furgón para reparto."
              autofocus
              autoComplete="off"
            />
          )}
        </Field>
        <Field of={form} path={['description']}>
          {(field) => (
            <LongText
              field={field}
              label="Descripción"
              hint="Qué hará la persona, dónde y con qué frecuencia."
              max={POSTING_LIMITS.description.max}
            />
          )}
        </Field>
        <Field of={form} path={['requirements']}>
          {(field) => (
            <LongText
              field={field}
              label="Requisitos"
              hint="Licencias, documentos, experiencia o vehículo que debe tener quien postule."
              max={POSTING_LIMITS.requirements.max}
            />
          )}
        </Field>
      </fieldset>

      <fieldset>
        <legend>Vehículo</legend>
        <div className="bd-form-row">
          <Field of={form} path={['id_vehicle']}>
            {(field) => (
              <Select
                field={field}
                label="Vehículo"
                placeholder="Selecciona un vehículo"
                options={postingOptions.vehicles()}
                onChanged={() => clear('id_capacity')}
              />
            )}
          </Field>
          {capacities.length > 0 && (
            <Field of={form} path={['id_capacity']}>
              {(field) => (
                <Select field={field} label="Capacidad" placeholder="Selecciona la capacidad" options={capacities} />
              )}
            </Field>
          )}
        </div>
      </fieldset>

      <fieldset>
        <legend>Ubicación</legend>
        <div className="bd-form-row bd-form-row-3">
          <Field of={form} path={['id_zone']}>
            {(field) => (
              <Select
                field={field}
                label="Zona"
                placeholder="Selecciona una zona"
                options={postingOptions.zones()}
                onChanged={() => clear('id_region', 'id_commune')}
              />
            )}
          </Field>
          <Field of={form} path={['id_region']}>
            {(field) => (
              <Select
                field={field}
                label="Región"
                placeholder={inputValue(zone) ? 'Selecciona una región' : 'Primero elige la zona'}
                options={postingOptions.regions(zone)}
                disabled={!inputValue(zone)}
                onChanged={() => clear('id_commune')}
              />
            )}
          </Field>
          <Field of={form} path={['id_commune']}>
            {(field) => (
              <SearchableSelect
                field={field}
                label="Comuna"
                placeholder={inputValue(region) ? 'Escribe para buscar la comuna' : 'Primero elige la región'}
                options={postingOptions.communes(region)}
                disabled={!inputValue(region)}
              />
            )}
          </Field>
        </div>
      </fieldset>

      <fieldset>
        <legend>Condiciones</legend>
        <div className="bd-form-row bd-form-row-3">
          <Field of={form} path={['id_schedule']}>
            {(field) => (
              <Select
                field={field}
                label="Horario"
                placeholder="Selecciona un horario"
                options={postingOptions.schedules()}
              />
            )}
          </Field>
          <Field of={form} path={['start_time']}>
            {(field) => (
              <TextInput
                area="business"
                field={field}
                label="Fecha de inicio"
                idPrefix={ID}
                type="date"
                min={mode === 'create' ? todayInChile() : undefined}
              />
            )}
          </Field>
          <Field of={form} path={['pawn']}>
            {(field) => (
              <TextInput
                area="business"
                field={field}
                label="Pago por unidad (CLP)"
                idPrefix={ID}
                hint="Por entrega, viaje o turno."
                inputMode="numeric"
                autoComplete="off"
              />
            )}
          </Field>
        </div>
      </fieldset>
    </div>
  );
}
