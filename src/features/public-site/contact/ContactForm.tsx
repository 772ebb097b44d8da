// General contact form (POST /contact/send-email-contact): name, e-mail, subject and message.
import { Field, reset, useForm } from '@formisch/react';
import { useFormDraft } from '@/components/form/use-form-draft';
import { ANONYMOUS_OWNER } from '@/stores/drafts';
import { MESSAGE_MAX, contactFormSchema } from '@/lib/validation/public-forms';
import { EmailField, TextAreaField, TextField, bind } from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { sendContact } from './contact-api';
import { submitWithAlerts } from './submit';

const schema = contactFormSchema();

export default function ContactForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm({ schema });
  const draft = useFormDraft(form, 'contact', { owner: ANONYMOUS_OWNER });
  return (
    <PublicForm
      of={form}
      busy={form.isSubmitting}
      draft={draft}
      labelledBy={labelledBy}
      submitLabel="Enviar mensaje"
      onSubmit={(body) =>
        submitWithAlerts(
          'contact',
          () => sendContact(body),
          draft,
          () => reset(form),
        )
      }
    >
      <Field of={form} path={['name']}>
        {(field) => <TextField id="contact-name" label="Nombre" autoComplete="name" {...bind(field)} />}
      </Field>
      <Field of={form} path={['email']}>
        {(field) => <EmailField id="contact-email" {...bind(field)} />}
      </Field>
      <Field of={form} path={['subject']}>
        {(field) => <TextField id="contact-subject" label="Asunto" className="field-wide" {...bind(field)} />}
      </Field>
      <Field of={form} path={['message']}>
        {(field) => <TextAreaField id="contact-message" label="Mensaje" maxLength={MESSAGE_MAX} {...bind(field)} />}
      </Field>
    </PublicForm>
  );
}
