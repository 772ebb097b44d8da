// What the company types in an e-mail, one or many: the subject (first focus) and the message,
// whose hint says what is added at the end.
import { Field, type FormStore } from '@formisch/react';
import { FormischField, TextInput } from '@/components/form/dashboard-fields.tsx';
import type { emailFormSchema } from './email-form.ts';

interface EmailFieldsProps {
  readonly form: FormStore<typeof emailFormSchema>;
  /** Prefix of the controls' ids, one per dialog. */
  readonly idPrefix: string;
  readonly hint: string;
  readonly rows: number;
}

export function EmailFields({ form, idPrefix, hint, rows }: EmailFieldsProps) {
  return (
    <>
      <Field of={form} path={['subject']}>
        {(field) => (
          <TextInput area="business" field={field} label="Asunto" idPrefix={idPrefix} autofocus autoComplete="off" />
        )}
      </Field>
      <Field of={form} path={['message']}>
        {(field) => (
          <FormischField area="business" field={field} label="Mensaje" idPrefix={idPrefix} hint={hint}>
            {(attributes) => <textarea {...field.props} {...attributes} value={field.input ?? ''} rows={rows} />}
          </FormischField>
        )}
      </Field>
    </>
  );
}
