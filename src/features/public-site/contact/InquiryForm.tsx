// Inquiries and complaints (POST /contact/send-email-inquiries-complaints): kind, name, RUT
// (formatted while typed), e-mail, optional company and the message.
import { Field, reset, setInput, useForm } from '@formisch/react';
import { useEffect } from 'react';
import { useFormDraft } from '@/components/form/use-form-draft';
import { ANONYMOUS_OWNER } from '@/stores/drafts';
import { INQUIRY_KINDS, MESSAGE_MAX, inquiryFormSchema } from '@/lib/validation/public-forms';
import { EmailField, RutField, SelectField, TextAreaField, TextField, bind } from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { sendInquiry } from './contact-api';
import { submitWithAlerts } from './submit';
import { RUT_HINT } from '@/lib/validation/hints.ts';

const schema = inquiryFormSchema();
const KIND_OPTIONS = INQUIRY_KINDS.map((kind) => ({ value: kind.value, label: kind.label }));

/** A link may preselect the kind with `?motivo=` (the accessibility statement's report link does). */
function kindFromLink() {
  const wanted = new URLSearchParams(window.location.search).get('motivo');
  return INQUIRY_KINDS.find((kind) => kind.value === wanted)?.value;
}

export default function InquiryForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm({ schema, initialInput: { kind: 'consulta' } });
  const draft = useFormDraft(form, 'inquiry', { owner: ANONYMOUS_OWNER });
  // After hydration, so the server-rendered choice and the first client render agree.
  useEffect(() => {
    const kind = kindFromLink();
    if (kind) setInput(form, { path: ['kind'], input: kind });
  }, [form]);
  return (
    <PublicForm
      of={form}
      busy={form.isSubmitting}
      draft={draft}
      labelledBy={labelledBy}
      submitLabel="Enviar solicitud"
      onSubmit={(body) =>
        submitWithAlerts(
          'inquiry',
          () => sendInquiry(body),
          draft,
          () => reset(form, { initialInput: { kind: 'consulta' } }),
        )
      }
    >
      <Field of={form} path={['kind']}>
        {(field) => <SelectField id="inquiry-kind" label="Tipo de solicitud" options={KIND_OPTIONS} {...bind(field)} />}
      </Field>
      <Field of={form} path={['name']}>
        {(field) => <TextField id="inquiry-name" label="Nombre" autoComplete="name" {...bind(field)} />}
      </Field>
      <Field of={form} path={['rut']}>
        {(field) => (
          <RutField id="inquiry-rut" label="RUT" hint={`Tu RUT o el de tu empresa. ${RUT_HINT}`} field={field} />
        )}
      </Field>
      <Field of={form} path={['email']}>
        {(field) => <EmailField id="inquiry-email" {...bind(field)} />}
      </Field>
      <Field of={form} path={['company']}>
        {(field) => (
          <TextField
            id="inquiry-company"
            label="Empresa relacionada"
            optional
            className="field-wide"
            autoComplete="organization"
            {...bind(field)}
          />
        )}
      </Field>
      <Field of={form} path={['message']}>
        {(field) => (
          <TextAreaField
            id="inquiry-message"
            label="Detalle de tu consulta o reclamo"
            maxLength={MESSAGE_MAX}
            {...bind(field)}
          />
        )}
      </Field>
    </PublicForm>
  );
}
