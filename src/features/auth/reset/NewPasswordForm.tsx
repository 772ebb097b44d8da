// The new-password form: new password and confirmation, each with a visibility
// toggle; on success the person goes to the company's login URL.
import { Field, Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { isApiError } from '@/lib/http/api-error.ts';
import { showAlert } from '@/stores/alerts.ts';
import { PasswordField, SubmitButton } from '@/features/auth/shared/fields.tsx';
import { navigation } from '@/features/auth/shared/navigation.ts';
import { ServerMessage, type ServerNote } from '@/features/auth/shared/ServerMessage.tsx';
import { confirmPasswordReset, messageOf } from './reset-api.ts';
import { newPasswordSchema } from './reset-schema.ts';

export const RESET_DONE_FALLBACK = 'Tu contraseña fue actualizada.';
const FAILURE = 'No pudimos actualizar tu contraseña. Intenta nuevamente.';
const REDIRECT_MS = 2000;

interface NewPasswordFormProps {
  readonly token: string;
  readonly rgs: string;
  readonly loginHref: string;
}

export function NewPasswordForm({ token, rgs, loginHref }: NewPasswordFormProps) {
  const form = useForm({ schema: newPasswordSchema });
  const [note, setNote] = useState<ServerNote | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  const submit: SubmitHandler<typeof newPasswordSchema> = async ({ password }) => {
    setNote(null);
    try {
      const message = messageOf(await confirmPasswordReset(token, password, rgs), RESET_DONE_FALLBACK);
      showAlert({ type: 'success', title: 'Contraseña actualizada', message, durationMs: 3000 });
      reset(form);
      timer.current = window.setTimeout(() => navigation.assign(loginHref), REDIRECT_MS);
    } catch (error) {
      // What was typed stays, so a retry after a network failure needs no retyping (only the
      // login form resets after a failure).
      setNote({ tone: 'error', text: isApiError(error) ? error.serverMessage(FAILURE) : FAILURE });
    }
  };

  return (
    <>
      <h1>Crea una nueva contraseña</h1>
      <p className="auth-lead">Debe tener entre 8 y 25 caracteres.</p>
      <Form of={form} onSubmit={submit} className="auth-form">
        <Field of={form} path={['password']}>
          {(field) => (
            <PasswordField field={field} id="nueva-password" label="Nueva contraseña" autoComplete="new-password" />
          )}
        </Field>
        <Field of={form} path={['confirmPassword']}>
          {(field) => (
            <PasswordField
              field={field}
              id="confirmar-password"
              label="Confirmar contraseña"
              autoComplete="new-password"
            />
          )}
        </Field>
        <SubmitButton busy={form.isSubmitting} label="Guardar contraseña" busyLabel="Guardando…" />
        <ServerMessage note={note} />
      </Form>
    </>
  );
}
