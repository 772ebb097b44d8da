// Step 3 of the fixed registration: work data. Schedule and profile (only profile 7 when the
// company has the task product), then 'has vehicle': Sí shows the vehicle fields (type id 4
// disabled; plate, make and model upper-cased without spaces; year from 1995 to the current year), No clears them.
// Just above 'Registrarse', the consents (ui/ConsentFields.tsx).
import { Field, Form, useField, type FieldElementProps, type FormStore, type SubmitHandler } from '@formisch/react';
import { DISABLED_VEHICLE_ID } from '@/lib/reference/vehicles.ts';
import { REGISTRATION_YEAR_RANGE, normalizePlate, upperNoSpaces } from '@/lib/validation/index.ts';
import { PLATE_HINT } from '@/lib/validation/hints.ts';
import { ConsentFields } from '@/features/registration/ui/ConsentFields.tsx';
import { FieldError } from '@/features/registration/ui/Field.tsx';
import { SelectField, TextInputField, fieldId } from './fields.tsx';
import { selectableProfiles, type Lookups } from './lookups-api.ts';
import type { workSchema } from './steps-schema.ts';

type Schema = typeof workSchema;

interface WorkStepProps {
  readonly form: FormStore<Schema>;
  readonly lookups: Lookups;
  readonly onSubmit: SubmitHandler<Schema>;
  readonly onBack: () => void;
  readonly onHasVehicle: (value: 'si' | 'no') => void;
  readonly busy: boolean;
}

/** What a consent box takes from its Formisch field (its value and change come apart). */
function consentProps({ name, ref, onBlur, onFocus }: FieldElementProps) {
  return { name, ref, onBlur, onFocus };
}

export function WorkStep({ form, lookups, onSubmit, onBack, onHasVehicle, busy }: WorkStepProps) {
  const hasVehicle = useField(form, { path: ['hasVehicle'] });
  const dataConsent = useField(form, { path: ['data_processing'] });
  const offers = useField(form, { path: ['job_offers'] });
  const errorId = `${fieldId('hasVehicle')}-error`;
  const error = hasVehicle.errors?.[0];
  return (
    <Form of={form} onSubmit={onSubmit} className="reg-form" aria-labelledby="registro-paso-titulo">
      <div className="reg-fields">
        <Field of={form} path={['schedule_id']}>
          {(field) => (
            <SelectField
              field={field}
              label="Horario"
              placeholder="Selecciona un horario"
              options={lookups.schedules.map((entry) => ({
                value: String(entry.id_schedule),
                label: entry.name_schedule,
              }))}
            />
          )}
        </Field>
        <Field of={form} path={['profile_id']}>
          {(field) => (
            <SelectField
              field={field}
              label="Perfil"
              placeholder="Selecciona un perfil"
              options={selectableProfiles(lookups).map((entry) => ({
                value: String(entry.id_profile),
                label: entry.profile_name,
              }))}
            />
          )}
        </Field>
        <fieldset className="reg-choices reg-wide" aria-describedby={error ? errorId : undefined}>
          <legend className="reg-legend">¿Tienes vehículo?</legend>
          <div className="reg-choice-list">
            {(['si', 'no'] as const).map((value) => (
              <label key={value} className="reg-choice">
                <input
                  {...hasVehicle.props}
                  type="radio"
                  value={value}
                  checked={hasVehicle.input === value}
                  onChange={(event) => {
                    hasVehicle.props.onChange(event);
                    onHasVehicle(value);
                  }}
                />
                {value === 'si' ? 'Sí' : 'No'}
              </label>
            ))}
          </div>
          <FieldError id={fieldId('hasVehicle')} error={error} />
        </fieldset>
        {hasVehicle.input === 'si' && (
          <>
            <Field of={form} path={['vehicle_id']}>
              {(field) => (
                <SelectField
                  field={field}
                  label="Tipo de vehículo"
                  placeholder="Selecciona el tipo de vehículo"
                  options={lookups.vehicles.map((entry) => ({
                    value: String(entry.id_vehicle),
                    label: entry.name_vehicle,
                    disabled: entry.id_vehicle === DISABLED_VEHICLE_ID,
                  }))}
                />
              )}
            </Field>
            <Field of={form} path={['patent_vehicle']}>
              {(field) => (
                <TextInputField
                  field={field}
                  label="Patente"
                  hint={PLATE_HINT}
                  maxLength={12}
                  normalize={normalizePlate}
                />
              )}
            </Field>
            <Field of={form} path={['vehicle_make']}>
              {(field) => <TextInputField field={field} label="Marca" maxLength={30} normalize={upperNoSpaces} />}
            </Field>
            <Field of={form} path={['vehicle_model']}>
              {(field) => <TextInputField field={field} label="Modelo" maxLength={30} normalize={upperNoSpaces} />}
            </Field>
            <Field of={form} path={['year']}>
              {(field) => (
                <TextInputField
                  field={field}
                  label="Año"
                  hint={`Entre ${REGISTRATION_YEAR_RANGE.min} y ${REGISTRATION_YEAR_RANGE.max}.`}
                  inputMode="numeric"
                  maxLength={4}
                />
              )}
            </Field>
          </>
        )}
        <ConsentFields
          idPrefix="registro"
          dataConsent={{
            checked: dataConsent.input === true,
            onChange: (checked) => dataConsent.onChange(checked),
            error: dataConsent.errors?.[0],
            inputProps: consentProps(dataConsent.props),
          }}
          offers={{
            checked: offers.input === true,
            onChange: (checked) => offers.onChange(checked),
            inputProps: consentProps(offers.props),
          }}
        />
      </div>
      <div className="reg-actions">
        <button type="button" className="btn btn-outline" onClick={onBack} disabled={busy}>
          Atrás
        </button>
        <button type="submit" className="btn" disabled={busy}>
          Registrarse
        </button>
      </div>
    </Form>
  );
}
