// 'Verificar correo' in the account card of the security page, while the e-mail is not verified:
// the button sends a 6-digit code by e-mail and opens, in place, the 'Código de verificación' with
// 'Confirmar' and 'Reenviar código' (after the minute the API asks for, counted down). A right code
// verifies the e-mail at once (the card then says so); a wrong or expired one, or a request the API
// holds back (429, its message says how long to wait), is said under the form and what was typed
// stays.
import { Field, Form, useForm, type SubmitHandler } from '@formisch/react';
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState } from 'react';
import { TextInput } from '@/components/form/dashboard-fields.tsx';
import { useSecondsUntil } from '@/components/form/use-seconds-until.ts';
import { EmailCodeBodySchema } from '@/lib/contract/email-verification.ts';
import { showAlert } from '@/stores/alerts.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import { $emailVerification, confirmEmail, requestEmailCode } from './email-verification-store.ts';

const ID = 'correo';
/** The account card's heading: where focus goes once the form is gone. */
const CARD_HEADING = 'cuenta-titulo';

function announceVerified(message: string) {
  showAlert({ type: 'success', title: 'Correo verificado', message, durationMs: 4000 });
  document.getElementById(CARD_HEADING)?.focus();
}

export function EmailVerification() {
  const { codeStep, notice, resendAt } = useStore($emailVerification);
  const form = useForm({ schema: EmailCodeBodySchema, initialInput: { code: '' } });
  const [busy, setBusy] = useState<'send' | 'confirm' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const wait = useSecondsUntil(resendAt);
  // Focus moves to the code field when this page opened the code step, not when it finds it open.
  const focusCode = useRef(false);

  useEffect(() => {
    if (!codeStep || !focusCode.current) return;
    focusCode.current = false;
    document.getElementById(`${ID}-code`)?.focus();
  }, [codeStep]);

  async function send() {
    setBusy('send');
    setFailure(null);
    focusCode.current = !codeStep;
    try {
      const outcome = await requestEmailCode();
      if (outcome.verified) {
        announceVerified(outcome.message);
        return;
      }
    } catch (error) {
      setFailure(failureText(error));
    }
    setBusy(null);
  }

  const confirm: SubmitHandler<typeof EmailCodeBodySchema> = async ({ code }) => {
    setBusy('confirm');
    setFailure(null);
    try {
      announceVerified(await confirmEmail(code));
    } catch (error) {
      setFailure(failureText(error));
      setBusy(null);
    }
  };

  const failureLine = failure && (
    <p className="uf-message uf-message-error" role="alert">
      {failure}
    </p>
  );

  return (
    <div className="st-verify">
      {/* One status line for both steps, present before it speaks, so the code sent is announced. */}
      <p className="uf-message uf-message-info" role="status">
        {codeStep ? notice : null}
      </p>
      {codeStep ? (
        <Form of={form} onSubmit={confirm} className="uf-form" aria-label="Verificar correo">
          <Field of={form} path={['code']}>
            {(field) => (
              <TextInput
                area="user"
                field={field}
                label="Código de verificación"
                idPrefix={ID}
                inputMode="numeric"
                autoComplete="one-time-code"
                hint="Los 6 dígitos que te enviamos por correo."
              />
            )}
          </Field>
          {failureLine}
          <div className="uf-actions st-actions-start">
            <button type="submit" className="btn" disabled={busy !== null}>
              {busy === 'confirm' ? 'Confirmando…' : 'Confirmar'}
            </button>
            <button
              type="button"
              className="btn btn-outline"
              disabled={busy !== null || wait > 0}
              aria-describedby={wait > 0 ? `${ID}-reenvio` : undefined}
              onClick={() => void send()}
            >
              {busy === 'send' ? 'Enviando…' : 'Reenviar código'}
            </button>
          </div>
          {wait > 0 && (
            <p id={`${ID}-reenvio`} className="uf-hint">
              {`Podrás pedir otro código en ${wait} s.`}
            </p>
          )}
        </Form>
      ) : (
        <>
          <p className="st-muted">Te enviaremos un código de 6 dígitos a este correo para confirmar que es tuyo.</p>
          {failureLine}
          <div className="uf-actions st-actions-start">
            <button type="button" className="btn" disabled={busy !== null} onClick={() => void send()}>
              {busy === 'send' ? 'Enviando…' : 'Verificar correo'}
            </button>
          </div>
        </>
      )}
    </div>
  );
}
