// Step 2 of the fixed registration: personal data. The RUT gets its dots and dash as it is typed,
// the phone goes with its dial code, the commune list follows the region, and the address offers
// suggestions in Chile. Moving on needs a RUT and a phone not registered with the company yet.
import { Field, Form, setInput, useField, type FormStore, type SubmitHandler } from '@formisch/react';
import { formatRut } from '@/lib/validation/index.ts';
import { DialCodeSelect } from '@/components/form/DialCodeSelect.tsx';
import { Field as FieldFrame } from '@/features/registration/ui/Field.tsx';
import { AddressInputField, ComboBoxField, SelectField, TextInputField, fieldId } from './fields.tsx';
import type { Lookups } from './lookups-api.ts';
import type { personalSchema } from './steps-schema.ts';
import { useCommunes } from './use-lookups.ts';
import { PHONE_HINT, RUT_HINT } from '@/lib/validation/hints.ts';

type Schema = typeof personalSchema;

interface PersonalStepProps {
  readonly form: FormStore<Schema>;
  readonly regions: Lookups['regions'];
  readonly onNext: SubmitHandler<Schema>;
  readonly onBack: () => void;
  readonly onProgrammaticChange: () => void;
}

function numberOrNull(value: string | number | undefined): number | null {
  const text = value === undefined ? '' : String(value);
  return /^\d+$/.test(text) ? Number(text) : null;
}

export function PersonalStep({ form, regions, onNext, onBack, onProgrammaticChange }: PersonalStepProps) {
  const region = useField(form, { path: ['region_id'] });
  const { communes, loading } = useCommunes(numberOrNull(region.input));
  const dialCode = useField(form, { path: ['dialCode'] });
  return (
    <Form of={form} onSubmit={onNext} className="reg-form" aria-labelledby="registro-paso-titulo">
      <div className="reg-fields">
        <Field of={form} path={['firstname']}>
          {(field) => <TextInputField field={field} label="Nombre" autoComplete="given-name" />}
        </Field>
        <Field of={form} path={['lastname']}>
          {(field) => <TextInputField field={field} label="Apellido" autoComplete="family-name" required={false} />}
        </Field>
        <Field of={form} path={['rut']}>
          {(field) => <TextInputField field={field} label="RUT" hint={RUT_HINT} maxLength={13} normalize={formatRut} />}
        </Field>
        <Field of={form} path={['phone']}>
          {(field) => (
            <FieldFrame id={fieldId('phone')} label="Teléfono" hint={PHONE_HINT} error={field.errors?.[0]} required>
              {(attributes) => (
                <div className="reg-phone">
                  <DialCodeSelect {...dialCode.props} id={fieldId('dialCode')} value={dialCode.input ?? '56'} />
                  <input
                    {...field.props}
                    {...attributes}
                    type="tel"
                    inputMode="numeric"
                    autoComplete="tel-national"
                    maxLength={13}
                    value={field.input ?? ''}
                  />
                </div>
              )}
            </FieldFrame>
          )}
        </Field>
        <Field of={form} path={['region_id']}>
          {(field) => (
            <SelectField
              field={field}
              label="Región"
              placeholder="Selecciona tu región"
              options={regions.map((entry) => ({ value: String(entry.id_region), label: entry.name_region }))}
              onPicked={() => {
                setInput(form, { path: ['commune_id'], input: '' });
                onProgrammaticChange();
              }}
            />
          )}
        </Field>
        <Field of={form} path={['commune_id']}>
          {(field) => (
            <ComboBoxField
              field={field}
              label="Comuna"
              placeholder={loading ? 'Cargando comunas…' : 'Selecciona tu comuna'}
              disabled={communes.length === 0}
              options={communes.map((entry) => ({ value: String(entry.id_commune), label: entry.name_commune }))}
            />
          )}
        </Field>
        <Field of={form} path={['address']}>
          {(field) => (
            <AddressInputField
              field={{
                ...field,
                onChange: (value) => {
                  field.onChange(value);
                  onProgrammaticChange();
                },
              }}
              label="Dirección"
              hint="Calle, número y comuna. Elige una sugerencia o escríbela tal cual."
              wide
            />
          )}
        </Field>
      </div>
      <div className="reg-actions">
        <button type="button" className="btn btn-outline" onClick={onBack}>
          Atrás
        </button>
        <button type="submit" className="btn" disabled={form.isSubmitting}>
          {form.isSubmitting ? 'Verificando…' : 'Siguiente'}
        </button>
      </div>
    </Form>
  );
}
