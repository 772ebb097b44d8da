// Business contact (POST /business/contact-business): company, contact person, e-mail, phone with
// dial code, industry, team size and message.
import { DEFAULT_DIAL_CODE } from '@/lib/validation/dial-codes';
import { INDUSTRIES, MESSAGE_MAX, TEAM_SIZES, businessContactFormSchema } from '@/lib/validation/public-forms';
import {
  FormEmailField,
  FormPhoneField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
} from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { sendBusinessContact } from './contact-api';
import { useContactForm } from './use-contact-form';

const schema = businessContactFormSchema();
const options = (values: readonly string[]) => values.map((value) => ({ value, label: value }));
const initialInput = { dialCode: DEFAULT_DIAL_CODE };

export default function BusinessContactForm({ labelledBy }: { labelledBy: string }) {
  const { form, send, frame } = useContactForm({
    schema,
    kind: 'businessContact',
    draftName: 'business-contact',
    labelledBy,
    initialInput,
  });
  return (
    <PublicForm {...frame} submitLabel="Solicitar propuesta" onSubmit={(body) => send(() => sendBusinessContact(body))}>
      <FormTextField
        of={form}
        path={['name_business']}
        id="sales-business"
        label="Empresa"
        autoComplete="organization"
      />
      <FormTextField of={form} path={['name']} id="sales-name" label="Nombre de contacto" autoComplete="name" />
      <FormEmailField of={form} path={['email']} id="sales-email" />
      <FormPhoneField of={form} id="sales-phone" maxLength={13} />
      <FormSelectField
        of={form}
        path={['industry']}
        id="sales-industry"
        label="Rubro"
        placeholder="Selecciona una opción"
        options={options(INDUSTRIES)}
      />
      <FormSelectField
        of={form}
        path={['team_size']}
        id="sales-team"
        label="Personas que contratas al año"
        placeholder="Selecciona una opción"
        options={options(TEAM_SIZES)}
      />
      <FormTextAreaField
        of={form}
        path={['message']}
        id="sales-message"
        label="¿Qué necesitas resolver?"
        maxLength={MESSAGE_MAX}
      />
    </PublicForm>
  );
}
