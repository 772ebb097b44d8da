// Inquiries and complaints (POST /contact/send-email-inquiries-complaints): kind, name, RUT
// (formatted while typed), e-mail, optional company and the message.
import { Field, setInput } from '@formisch/react';
import { useEffect } from 'react';
import { INQUIRY_KINDS, MESSAGE_MAX, inquiryFormSchema } from '@/lib/validation/public-forms';
import {
  FormEmailField,
  FormSelectField,
  FormTextAreaField,
  FormTextField,
  RutField,
} from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { sendInquiry } from './contact-api';
import { useContactForm } from './use-contact-form';
import { RUT_HINT } from '@/lib/validation/hints.ts';

const schema = inquiryFormSchema();
const KIND_OPTIONS = INQUIRY_KINDS.map((kind) => ({ value: kind.value, label: kind.label }));

/** A link may preselect the kind with `?motivo=` (the accessibility statement's report link does). */
function kindFromLink() {
  const wanted = new URLSearchParams(window.location.search).get('motivo');
  return INQUIRY_KINDS.find((kind) => kind.value === wanted)?.value;
}

export default function InquiryForm({ labelledBy }: { labelledBy: string }) {
  const { form, send, frame } = useContactForm({
    schema,
    kind: 'inquiry',
    draftName: 'inquiry',
    labelledBy,
    initialInput: { kind: 'consulta' },
  });
  // After hydration, so the server-rendered choice and the first client render agree.
  useEffect(() => {
    const kind = kindFromLink();
    if (kind) setInput(form, { path: ['kind'], input: kind });
  }, [form]);
  return (
    <PublicForm {...frame} submitLabel="Enviar solicitud" onSubmit={(body) => send(() => sendInquiry(body))}>
      <FormSelectField of={form} path={['kind']} id="inquiry-kind" label="Tipo de solicitud" options={KIND_OPTIONS} />
      <FormTextField of={form} path={['name']} id="inquiry-name" label="Nombre" autoComplete="name" />
      <Field of={form} path={['rut']}>
        {(field) => (
          <RutField id="inquiry-rut" label="RUT" hint={`Tu RUT o el de tu empresa. ${RUT_HINT}`} field={field} />
        )}
      </Field>
      <FormEmailField of={form} path={['email']} id="inquiry-email" />
      <FormTextField
        of={form}
        path={['company']}
        id="inquiry-company"
        label="Empresa relacionada"
        optional
        className="field-wide"
        autoComplete="organization"
      />
      <FormTextAreaField
        of={form}
        path={['message']}
        id="inquiry-message"
        label="Detalle de tu consulta o reclamo"
        maxLength={MESSAGE_MAX}
      />
    </PublicForm>
  );
}
