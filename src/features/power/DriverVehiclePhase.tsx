// Phase 1 of the simple power: the driver's details and the vehicle (phase 1).
// The form store lives in the parent, so the values survive going to phase 2 and back.
import { Field, Form, type FormStore, type SubmitHandler } from '@formisch/react';
import type { FormDraft } from '@/components/form/use-form-draft.ts';
import { POWER_YEAR_RANGE, upperNoSpaces, yearOptions } from '@/lib/validation/index.ts';
import { RutField, SelectField, TextField } from './fields.tsx';
import type { DriverVehicleSchema } from '@/lib/contract/power.ts';
import { PLATE_HINT } from '@/lib/validation/hints.ts';

type Schema = typeof DriverVehicleSchema;

interface DriverVehiclePhaseProps {
  readonly form: FormStore<Schema>;
  readonly onNext: SubmitHandler<Schema>;
  /** Change events that keep the phase's draft. */
  readonly draftBind?: FormDraft['bind'];
}

/** Read at render time: the list ends at the current year in Chile and moves by itself. */
const yearSelectOptions = () =>
  yearOptions(POWER_YEAR_RANGE).map((year) => ({ value: String(year), label: String(year) }));

export function DriverVehiclePhase({ form, onNext, draftBind }: DriverVehiclePhaseProps) {
  return (
    <Form of={form} onSubmit={onNext} className="power-form" aria-labelledby="poder-fase-titulo" {...draftBind}>
      <fieldset>
        <legend>Datos del conductor</legend>
        <div className="power-fields">
          <Field of={form} path={['fullNameDriver']}>
            {(field) => <TextField field={field} label="Nombre completo" autoComplete="name" />}
          </Field>
          <Field of={form} path={['rutDriver']}>
            {(field) => <RutField field={field} />}
          </Field>
          <Field of={form} path={['nationalityDriver']}>
            {(field) => <TextField field={field} label="Nacionalidad" />}
          </Field>
          <Field of={form} path={['addressDriver']}>
            {(field) => <TextField field={field} label="Dirección" autoComplete="street-address" />}
          </Field>
          <Field of={form} path={['emailDriver']}>
            {(field) => (
              <TextField
                field={field}
                label="Tu correo (opcional)"
                type="email"
                inputMode="email"
                autoComplete="email"
                hint="Te enviaremos una copia del poder cuando el dueño lo firme."
              />
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset>
        <legend>Datos del vehículo</legend>
        <div className="power-fields">
          <Field of={form} path={['vehicleBrand']}>
            {(field) => <TextField field={field} label="Marca" />}
          </Field>
          <Field of={form} path={['vehicleModel']}>
            {(field) => <TextField field={field} label="Modelo" />}
          </Field>
          <Field of={form} path={['vehicleYear']}>
            {(field) => (
              <SelectField field={field} label="Año" placeholder="Selecciona el año" options={yearSelectOptions()} />
            )}
          </Field>
          <Field of={form} path={['vehicleLicensePlate']}>
            {(field) => <TextField field={field} label="Patente" hint={PLATE_HINT} normalize={upperNoSpaces} />}
          </Field>
        </div>
      </fieldset>
      <div className="power-actions">
        <button type="submit" className="btn">
          Siguiente
        </button>
      </div>
    </Form>
  );
}
