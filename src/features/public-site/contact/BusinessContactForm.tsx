// Business contact (POST /business/contact-business): company, contact person, e-mail, phone with
// dial code, industry, team size and message.
import { Field, reset, useForm } from '@formisch/react';
import { useFormDraft } from '@/components/form/use-form-draft';
import { ANONYMOUS_OWNER } from '@/stores/drafts';
import { DEFAULT_DIAL_CODE } from '@/lib/validation/dial-codes';
import { INDUSTRIES, MESSAGE_MAX, TEAM_SIZES, businessContactFormSchema } from '@/lib/validation/public-forms';
import {
  EmailField,
  FormPhoneField,
  SelectField,
  TextAreaField,
  TextField,
  bind,
} from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { sendBusinessContact } from './contact-api';
import { submitWithAlerts } from './submit';

const schema = businessContactFormSchema();
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const initialInput = { dialCode: DEFAULT_DIAL_CODE };

export default function BusinessContactForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm({ schema, initialInput });
  const draft = useFormDraft(form, 'business-contact', { owner: ANONYMOUS_OWNER });
  return (
    <PublicForm
      of={form}
      busy={form.isSubmitting}
      draft={draft}
      labelledBy={labelledBy}
      submitLabel="Solicitar propuesta"
      onSubmit={(body) =>
        submitWithAlerts(
          'businessContact',
          () => sendBusinessContact(body),
          draft,
          () => reset(form, { initialInput }),
        )
      }
    >
      <Field of={form} path={['name_business']}>
        {(field) => <TextField id="sales-business" label="Empresa" autoComplete="organization" {...bind(field)} />}
      </Field>
      <Field of={form} path={['name']}>
        {(field) => <TextField id="sales-name" label="Nombre de contacto" autoComplete="name" {...bind(field)} />}
      </Field>
      <Field of={form} path={['email']}>
        {(field) => <EmailField id="sales-email" {...bind(field)} />}
      </Field>
      <FormPhoneField of={form} id="sales-phone" maxLength={13} />
      <Field of={form} path={['industry']}>
        {(field) => (
          <SelectField
            id="sales-industry"
            label="Rubro"
            placeholder="Selecciona una opción"
            options={options(INDUSTRIES)}
            {...bind(field)}
          />
        )}
      </Field>
      <Field of={form} path={['team_size']}>
        {(field) => (
          <SelectField
            id="sales-team"
            label="Personas que contratas al año"
            placeholder="Selecciona una opción"
            options={options(TEAM_SIZES)}
            {...bind(field)}
          />
        )}
      </Field>
      <Field of={form} path={['message']}>
        {(field) => (
          <TextAreaField id="sales-message" label="¿Qué necesitas resolver?" maxLength={MESSAGE_MAX} {...bind(field)} />
        )}
      </Field>
    </PublicForm>
  );
}
