// The e-mail code dialog: opens when a login answers email_verification,
// sends the code with the one-time token to /auth/validate-code-email-verification, shows errors
// for 3 s, and hands an accepted answer back to start the session. On the shared ModalDialog,
// which owns focus; 'Cancelar' and Escape both cancel.
import { Field, Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { ModalDialog } from '@/components/dialog/ModalDialog.tsx';
import { isApiError } from '@/lib/http/api-error.ts';
import { SubmitButton, TextField } from '@/features/auth/shared/fields.tsx';
import { validateEmailCode } from './login-api.ts';
import { verificationCodeSchema } from './login-schema.ts';
import { readSignInAnswer } from './sign-in-outcome.ts';
import type { SessionOutcome } from './use-sign-in.ts';

export const CODE_ERROR_MS = 3000;
export const CODE_FALLBACK_ERROR = 'No pudimos verificar el código. Intenta nuevamente.';

interface VerificationDialogProps {
  readonly token: string;
  /** The login answer's message, if any. */
  readonly message: string;
  readonly onVerified: (outcome: SessionOutcome) => Promise<void>;
  readonly onCancel: () => void;
  /** Where focus goes when the dialog closes and its opener can no longer take it. */
  readonly returnFocus?: () => HTMLElement | null;
}

export function VerificationDialog({ token, message, onVerified, onCancel, returnFocus }: VerificationDialogProps) {
  const form = useForm({ schema: verificationCodeSchema });
  const [error, setError] = useState<string | null>(null);
  const errorTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(errorTimer.current), []);

  function showError(text: string) {
    setError(text);
    window.clearTimeout(errorTimer.current);
    errorTimer.current = window.setTimeout(() => setError(null), CODE_ERROR_MS);
  }

  const submit: SubmitHandler<typeof verificationCodeSchema> = async ({ code }) => {
    setError(null);
    try {
      const outcome = readSignInAnswer(await validateEmailCode(code, token));
      if (outcome.kind !== 'user' && outcome.kind !== 'business') throw new Error('unusable answer');
      await onVerified(outcome);
    } catch (failure) {
      showError(isApiError(failure) ? failure.serverMessage(CODE_FALLBACK_ERROR) : CODE_FALLBACK_ERROR);
      reset(form);
    }
  };

  return (
    <ModalDialog
      className="auth-dialog"
      title="Verifica tu correo"
      titleId="codigo-titulo"
      describedBy="codigo-descripcion"
      onClose={onCancel}
      returnFocus={returnFocus}
    >
      <p id="codigo-descripcion">
        {message || 'Te enviamos un código de verificación a tu correo.'} El código tiene 6 dígitos.
      </p>
      <Form of={form} onSubmit={submit} className="auth-form">
        <Field of={form} path={['code']}>
          {(field) => (
            <TextField
              field={field}
              id="codigo"
              label="Código de verificación"
              inputMode="numeric"
              autoComplete="one-time-code"
            />
          )}
        </Field>
        <p className="auth-server auth-server-error" role="alert">
          {error ?? ''}
        </p>
        <div className="auth-dialog-actions">
          <button type="button" className="btn btn-outline" onClick={onCancel}>
            Cancelar
          </button>
          <SubmitButton busy={form.isSubmitting} label="Verificar" busyLabel="Verificando…" />
        </div>
      </Form>
    </ModalDialog>
  );
}
