// The company login card: e-mail and password, the
// recovery link, loading state, success and failure alerts, the server's message under the
// button (a failure's for 3 s), and the form reset after either outcome. A
// verification answer opens the code dialog; a worker who signs in here with their own account is
// shown the way to their company's sign-in, and stays until the next try.
import { Field, Form, reset, useForm, type SubmitHandler } from '@formisch/react';
import { useEffect, useRef, useState } from 'react';
import { paths } from '@/config/paths.ts';
import { isApiError } from '@/lib/http/api-error.ts';
import { SESSION_ENDED_MESSAGE, clearSessionEndedNotice, hasSessionEndedNotice } from '@/lib/session/ended-notice.ts';
import type { TenantLink } from '@/lib/tenant-link.ts';
import type { Brand } from '@/stores/brand.ts';
import { EmailField, PasswordField, SubmitButton } from '@/features/auth/shared/fields.tsx';
import { ServerMessage, type ServerNote } from '@/features/auth/shared/ServerMessage.tsx';
import { login } from './login-api.ts';
import { loginSchema } from './login-schema.ts';
import { readSignInAnswer, workerAccountOf, type WorkerAccount } from './sign-in-outcome.ts';
import { LOGIN_ALERT_MS, showLoginFailed, useSignIn } from './use-sign-in.ts';
import { VerificationDialog } from './VerificationDialog.tsx';

export const CONNECTION_FAILED = 'No pudimos conectar con el servidor. Intenta nuevamente.';

interface LoginPanelProps {
  /** The confirmed company link, or null on the bare /login (company accounts). */
  readonly link: TenantLink | null;
  /** The partner brands: the sign-in remembers the one the account's dashboard will apply. */
  readonly brands?: readonly Brand[];
}

export function LoginPanel({ link, brands = [] }: LoginPanelProps) {
  const form = useForm({ schema: loginSchema });
  const [note, setNote] = useState<ServerNote | null>(null);
  const [verification, setVerification] = useState<{ token: string; message: string } | null>(null);
  const [workerAccount, setWorkerAccount] = useState<WorkerAccount | null>(null);
  const noteTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(noteTimer.current), []);
  const enter = useSignIn((text) => setNote({ tone: 'ok', text }), link, brands);
  // A session that ended while the person was saving sent them here: say why, once.
  const [sessionEnded] = useState(hasSessionEndedNotice);
  useEffect(() => {
    if (sessionEnded) clearSessionEndedNotice();
  }, [sessionEnded]);

  function showFailure(text: string) {
    showLoginFailed();
    setNote({ tone: 'error', text });
    noteTimer.current = window.setTimeout(() => setNote(null), LOGIN_ALERT_MS);
  }

  const submit: SubmitHandler<typeof loginSchema> = async (values) => {
    window.clearTimeout(noteTimer.current);
    setNote(null);
    setWorkerAccount(null);
    try {
      const outcome = readSignInAnswer(await login({ ...values, ...(link ? { rgs: link.rgs } : {}) }));
      if (outcome.kind === 'verify-email') setVerification({ token: outcome.oneTimeToken, message: outcome.message });
      else if (outcome.kind === 'unusable') throw new Error('unusable sign-in answer');
      else await enter(outcome);
    } catch (error) {
      const worker = workerAccountOf(error);
      if (worker) setWorkerAccount(worker);
      else showFailure(isApiError(error) ? error.serverMessage(CONNECTION_FAILED) : CONNECTION_FAILED);
    } finally {
      reset(form);
    }
  };

  const recovery = link ? paths.resetPassword(link.name_business, link.rgs) : '/resetpassword';
  return (
    <>
      <h1>Iniciar sesión</h1>
      <p className="auth-lead">
        {link ? 'Ingresa con el correo y la contraseña de tu cuenta.' : 'Ingresa con la cuenta de tu empresa.'}
      </p>
      {sessionEnded && (
        <p className="auth-server auth-server-error auth-session-ended" role="alert">
          {SESSION_ENDED_MESSAGE}
        </p>
      )}
      <Form of={form} onSubmit={submit} className="auth-form">
        <Field of={form} path={['email']}>
          {(field) => <EmailField field={field} id="login-email" label="Correo electrónico" autoComplete="username" />}
        </Field>
        <Field of={form} path={['password']}>
          {(field) => (
            <PasswordField field={field} id="login-password" label="Contraseña" autoComplete="current-password" />
          )}
        </Field>
        <div className="auth-row">
          <a className="auth-link" href={recovery}>
            ¿Olvidaste tu contraseña?
          </a>
        </div>
        <SubmitButton busy={form.isSubmitting} label="Iniciar sesión" busyLabel="Ingresando…" />
        <ServerMessage note={note} />
        {workerAccount && (
          <div className="auth-server auth-server-error auth-worker-account" role="alert">
            <p>{workerAccount.message}</p>
            <a className="auth-link" href={workerAccount.login_path}>
              Ir al inicio de sesión de {workerAccount.display_name}
            </a>
          </div>
        )}
      </Form>
      {verification && (
        <VerificationDialog
          token={verification.token}
          message={verification.message}
          onVerified={async (outcome) => {
            await enter(outcome);
            setVerification(null);
          }}
          onCancel={() => setVerification(null)}
          // The submit button was disabled when the dialog opened, so focus cannot go back to it:
          // it goes to the start of the form.
          returnFocus={() => document.getElementById('login-email')}
        />
      )}
    </>
  );
}
