// General contact form (POST /contact/send-email-contact): name, e-mail, subject and message.
import { Field, Form, reset, useForm } from '@formisch/react';
import { MESSAGE_MAX, contactFormSchema } from '../../../lib/validation/public-forms';
import { SubmitButton, TextAreaField, TextField, bind } from '../forms/fields';
import { sendContact } from './contact-api';
import { submitWithAlerts } from './submit';

const schema = contactFormSchema();

export default function ContactForm({ labelledBy }: { labelledBy: string }) {
  const form = useForm({ schema });
  return (
    <Form
      of={form}
      aria-labelledby={labelledBy}
      onSubmit={(body) =>
        submitWithAlerts(
          'contact',
          () => sendContact(body),
          () => reset(form),
        )
      }
    >
      <div className="form-grid">
        <Field of={form} path={['name']}>
          {(field) => <TextField id="contact-name" label="Nombre" autoComplete="name" {...bind(field)} />}
        </Field>
        <Field of={form} path={['email']}>
          {(field) => (
            <TextField
              id="contact-email"
              label="Correo electrónico"
              type="email"
              autoComplete="email"
              {...bind(field)}
            />
          )}
        </Field>
        <Field of={form} path={['subject']}>
          {(field) => <TextField id="contact-subject" label="Asunto" className="field-wide" {...bind(field)} />}
        </Field>
        <Field of={form} path={['message']}>
          {(field) => <TextAreaField id="contact-message" label="Mensaje" maxLength={MESSAGE_MAX} {...bind(field)} />}
        </Field>
        <div className="form-actions">
          <SubmitButton busy={form.isSubmitting} label="Enviar mensaje" busyLabel="Enviando…" />
        </div>
      </div>
    </Form>
  );
}
