// The fields of an experience entry, shared by the create form (panel) and the update dialog:
// job title, company, employment type, location, start and end dates, description.
import { Field, type FormStore } from '@formisch/react';
import { EXPERIENCE_LIMITS } from '@/lib/validation/index.ts';
import { EMPLOYMENT_OPTIONS, type ExperienceFormSchema } from './experience-form.ts';
import { SelectInput, TextArea, TextInput } from '@/components/form/dashboard-fields.tsx';

interface ExperienceFieldsProps {
  readonly form: FormStore<ExperienceFormSchema>;
  /** Unique per form, so two forms never share ids. */
  readonly idPrefix: string;
  /** Two columns where there is room (the dialog); one in the narrow panel. */
  readonly wide?: boolean;
}

export function ExperienceFields({ form, idPrefix, wide = false }: ExperienceFieldsProps) {
  const row = wide ? 'uf-row' : 'uf-stack';
  return (
    <>
      <div className={row}>
        <Field of={form} path={['job_title']}>
          {(field) => (
            <TextInput
              area="user"
              field={field}
              label="Cargo"
              idPrefix={idPrefix}
              autoComplete="organization-title"
              autofocus
            />
          )}
        </Field>
        <Field of={form} path={['nameBusiness']}>
          {(field) => (
            <TextInput area="user" field={field} label="Empresa" idPrefix={idPrefix} autoComplete="organization" />
          )}
        </Field>
      </div>
      <div className={row}>
        <Field of={form} path={['typeEmployment']}>
          {(field) => (
            <SelectInput
              area="user"
              field={field}
              label="Tipo de empleo"
              idPrefix={idPrefix}
              placeholder="Selecciona un tipo"
              options={EMPLOYMENT_OPTIONS}
            />
          )}
        </Field>
        <Field of={form} path={['location']}>
          {(field) => (
            <TextInput area="user" field={field} label="Ubicación" idPrefix={idPrefix} hint="Ciudad o comuna." />
          )}
        </Field>
      </div>
      <div className={row}>
        <Field of={form} path={['start_date']}>
          {(field) => <TextInput area="user" field={field} label="Fecha de inicio" idPrefix={idPrefix} type="date" />}
        </Field>
        <Field of={form} path={['end_date']}>
          {(field) => <TextInput area="user" field={field} label="Fecha de término" idPrefix={idPrefix} type="date" />}
        </Field>
      </div>
      <Field of={form} path={['job_description']}>
        {(field) => (
          <TextArea
            area="user"
            field={field}
            label="Descripción"
            idPrefix={idPrefix}
            hint="Tus tareas y logros principales."
            max={EXPERIENCE_LIMITS.job_description}
          />
        )}
      </Field>
    </>
  );
}
