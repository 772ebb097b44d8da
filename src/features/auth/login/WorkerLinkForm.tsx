// '¿Eres trabajador?' on the bare /login (the company sign-in): workers sign in through their
// company's link, so one who lost it types their e-mail and gets it by e-mail. The answer reads
// the same whether or not the e-mail belongs to a worker; a failure keeps what was typed.
import { Field, Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { WORKER_LINK_SENT_MESSAGE, WorkerLinkBodySchema } from '@/lib/contract/auth.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { WORKER_LINK_TEXTS } from '@/features/auth/shared/auth-texts.ts';
import { EmailField, SubmitButton } from '@/features/auth/shared/fields.tsx';
import { ServerMessage, type ServerNote } from '@/features/auth/shared/ServerMessage.tsx';
import { requestWorkerLink } from './login-api.ts';

export const WORKER_LINK_FAILED = 'No pudimos enviar el enlace. Revisa tu conexión e inténtalo de nuevo.';

export function WorkerLinkForm() {
  const form = useForm({ schema: WorkerLinkBodySchema });
  const [note, setNote] = useState<ServerNote | null>(null);

  const submit: SubmitHandler<typeof WorkerLinkBodySchema> = async ({ email }) => {
    setNote(null);
    try {
      const answer = await requestWorkerLink(email);
      const message = typeof answer?.message === 'string' && answer.message ? answer.message : WORKER_LINK_SENT_MESSAGE;
      setNote({ tone: 'ok', text: message });
      reset(form);
    } catch (error) {
      setNote({
        tone: 'error',
        text: isApiError(error) && error.throttled ? error.serverMessage(WORKER_LINK_FAILED) : WORKER_LINK_FAILED,
      });
    }
  };

  return (
    <section className="auth-worker" aria-labelledby="trabajador-titulo">
      <h2 id="trabajador-titulo">{WORKER_LINK_TEXTS.heading}</h2>
      <p className="auth-lead">{WORKER_LINK_TEXTS.lead}</p>
      <Form of={form} onSubmit={submit} className="auth-form">
        <Field of={form} path={['email']}>
          {(field) => (
            <EmailField field={field} id="trabajador-email" label={WORKER_LINK_TEXTS.label} autoComplete="email" />
          )}
        </Field>
        <SubmitButton busy={form.isSubmitting} label={WORKER_LINK_TEXTS.button} busyLabel="Enviando…" />
        <ServerMessage note={note} />
      </Form>
    </section>
  );
}
