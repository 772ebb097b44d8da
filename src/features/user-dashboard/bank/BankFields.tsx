// The fields of the bank add and update forms: holder, bank, account type, account number, the
// holder's RUT (formatted as typed), e-mail, phone (569…) and document type.
import { Field, type FormStore } from '@formisch/react';
import { formatRut } from '@/lib/validation/index.ts';
import { SelectInput, TextInput } from '@/components/form/dashboard-fields.tsx';
import { BANK_OPTIONS, type BankFormSchema } from './bank-form.ts';
import { BANK_PHONE_HINT, RUT_HINT } from '@/lib/validation/hints.ts';

export function BankFields({
  form,
  idPrefix,
}: {
  readonly form: FormStore<BankFormSchema>;
  readonly idPrefix: string;
}) {
  return (
    <>
      <Field of={form} path={['account_holder_name']}>
        {(field) => (
          <TextInput
            area="user"
            field={field}
            label="Titular de la cuenta"
            idPrefix={idPrefix}
            autoComplete="name"
            autofocus
          />
        )}
      </Field>
      <Field of={form} path={['rut_account']}>
        {(field) => (
          <TextInput
            area="user"
            field={field}
            label="RUT del titular"
            idPrefix={idPrefix}
            hint={RUT_HINT}
            format={formatRut}
            autoComplete="off"
          />
        )}
      </Field>
      <Field of={form} path={['bank_name']}>
        {(field) => (
          <SelectInput
            area="user"
            field={field}
            label="Banco"
            idPrefix={idPrefix}
            placeholder="Selecciona un banco"
            options={BANK_OPTIONS.banks}
          />
        )}
      </Field>
      <Field of={form} path={['account_type']}>
        {(field) => (
          <SelectInput
            area="user"
            field={field}
            label="Tipo de cuenta"
            idPrefix={idPrefix}
            placeholder="Selecciona un tipo"
            options={BANK_OPTIONS.accountTypes}
          />
        )}
      </Field>
      <Field of={form} path={['account_number']}>
        {(field) => (
          <TextInput
            area="user"
            field={field}
            label="Número de cuenta"
            idPrefix={idPrefix}
            inputMode="numeric"
            autoComplete="off"
          />
        )}
      </Field>
      <Field of={form} path={['email']}>
        {(field) => (
          <TextInput
            area="user"
            field={field}
            label="Correo electrónico"
            idPrefix={idPrefix}
            type="email"
            autoComplete="email"
          />
        )}
      </Field>
      <Field of={form} path={['phone']}>
        {(field) => (
          <TextInput
            area="user"
            field={field}
            label="Teléfono"
            idPrefix={idPrefix}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="569XXXXXXXX"
            hint={BANK_PHONE_HINT}
          />
        )}
      </Field>
      <Field of={form} path={['invoice_type']}>
        {(field) => (
          <SelectInput
            area="user"
            field={field}
            label="Tipo de documento"
            idPrefix={idPrefix}
            placeholder="Selecciona un documento"
            options={BANK_OPTIONS.documentTypes}
            hint="El documento con que cobras tus servicios."
          />
        )}
      </Field>
    </>
  );
}
