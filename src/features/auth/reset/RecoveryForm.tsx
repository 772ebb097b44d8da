// The recovery request (the reset page without a token): the e-mail only, with the
// note that a link is sent if the e-mail exists. The answer is the same either way.
import { Field, Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useState } from 'react';
import { isApiError } from '@/lib/http/api-error.ts';
import { showAlert } from '@/stores/alerts.ts';
import { EmailField, SubmitButton } from '@/features/auth/shared/fields.tsx';
import { ServerMessage, type ServerNote } from '@/features/auth/shared/ServerMessage.tsx';
import { messageOf, requestPasswordReset } from './reset-api.ts';
import { recoveryRequestSchema } from './reset-schema.ts';

export const RECOVERY_NOTE = 'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.';
const FAILURE = 'No pudimos enviar el enlace. Intenta nuevamente.';

interface RecoveryFormProps {
  readonly rgs: string | null;
  readonly loginHref: string;
}

export function RecoveryForm({ rgs, loginHref }: RecoveryFormProps) {
  const form = useForm({ schema: recoveryRequestSchema });
  const [note, setNote] = useState<ServerNote | null>(null);

  const submit: SubmitHandler<typeof recoveryRequestSchema> = async ({ email }) => {
    setNote(null);
    try {
      const message = messageOf(await requestPasswordReset(email, rgs), RECOVERY_NOTE);
      showAlert({ type: 'success', title: 'Revisa tu correo', message, durationMs: 4000 });
      reset(form);
    } catch (error) {
      showAlert({
        type: 'error',
        title: 'No se pudo enviar el enlace',
        message: 'Intenta más tarde',
        durationMs: 3000,
      });
      setNote({ tone: 'error', text: isApiError(error) ? error.serverMessage(FAILURE) : FAILURE });
    }
  };

  return (
    <>
      <h1>Recuperar contraseña</h1>
      <p className="auth-lead">
        Escribe el correo de tu cuenta y te enviaremos un enlace para crear una nueva contraseña.
      </p>
      <Form of={form} onSubmit={submit} className="auth-form">
        <Field of={form} path={['email']}>
          {(field) => (
            <EmailField
              field={field}
              id="recuperar-email"
              label="Correo electrónico"
              autoComplete="email"
              hint={RECOVERY_NOTE}
            />
          )}
        </Field>
        <SubmitButton busy={form.isSubmitting} label="Enviar enlace" busyLabel="Enviando…" />
        <ServerMessage note={note} />
      </Form>
      <p className="auth-footer">
        <a className="auth-link" href={loginHref}>
          Volver a iniciar sesión
        </a>
      </p>
    </>
  );
}
