// General contact form (POST /contact/send-email-contact): name, e-mail, subject and message.
import { MESSAGE_MAX, contactFormSchema } from '@/lib/validation/public-forms';
import { FormEmailField, FormTextAreaField, FormTextField } from '@/features/public-site/forms/fields';
import { PublicForm } from '@/features/public-site/forms/PublicForm';
import { sendContact } from './contact-api';
import { useContactForm } from './use-contact-form';

const schema = contactFormSchema();

export default function ContactForm({ labelledBy }: { labelledBy: string }) {
  const { form, send, frame } = useContactForm({ schema, kind: 'contact', draftName: 'contact', labelledBy });
  return (
    <PublicForm {...frame} submitLabel="Enviar mensaje" onSubmit={(body) => send(() => sendContact(body))}>
      <FormTextField of={form} path={['name']} id="contact-name" label="Nombre" autoComplete="name" />
      <FormEmailField of={form} path={['email']} id="contact-email" />
      <FormTextField of={form} path={['subject']} id="contact-subject" label="Asunto" className="field-wide" />
      <FormTextAreaField of={form} path={['message']} id="contact-message" label="Mensaje" maxLength={MESSAGE_MAX} />
    </PublicForm>
  );
}
