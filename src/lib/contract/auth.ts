// What the sign-in and recovery calls send (users API, no session):
//   POST /auth/login { email, password, rgs? }        (rgs: the company link's; absent on bare /login)
//   POST /auth/validate-code-email-verification { code, token }
//   POST /auth/reset-password { email, rgs? }
//   POST /auth/reset-password-verify-token { token, rgs? }
//   POST /auth/reset-password-confirm { token, password, rgs? }
//   POST /auth/worker-sign-in-link { email }      (a worker asks for their company's sign-in link)
// The forms take their fields from these; the local API checks each body with them.
import * as v from 'valibot';
import { loginEmailSchema, recoveryEmailSchema } from '../validation/email.ts';
import { loginPasswordSchema, resetPasswordSchema } from '../validation/password.ts';
import { INVALID_SIGN_IN_LINK_MESSAGE } from './messages.ts';

export const AUTH_INPUT_MESSAGES = {
  invalidLink: INVALID_SIGN_IN_LINK_MESSAGE,
  codeRequired: 'Ingresa el código de verificación.',
  codeWrong: 'El código ingresado no es correcto.',
  oneTimeToken: 'El token de verificación no es válido.',
  tokenRequired: 'El token es requerido.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
} as const;

const M = AUTH_INPUT_MESSAGES;

/** The company link's rgs; absent where no company link applies. */
const rgs = v.optional(v.pipe(v.string(M.invalidLink), v.trim(), v.maxLength(100, M.invalidLink)));

export const LoginBodySchema = v.object({ email: loginEmailSchema(), password: loginPasswordSchema(), rgs });

export type LoginBody = v.InferInput<typeof LoginBodySchema>;

/** The e-mail code and the one-time token the login answered with (1 to 64 characters). */
export const VerificationCodeBodySchema = v.object({
  code: v.pipe(v.string(M.codeRequired), v.trim(), v.nonEmpty(M.codeRequired), v.maxLength(12, M.codeWrong)),
  token: v.pipe(v.string(M.oneTimeToken), v.minLength(1, M.oneTimeToken), v.maxLength(64, M.oneTimeToken)),
});

const resetToken = v.pipe(
  v.string(M.tokenRequired),
  v.nonEmpty(M.tokenRequired),
  v.maxLength(200, M.resetTokenInvalid),
);

export const ResetRequestBodySchema = v.object({ email: recoveryEmailSchema(), rgs });
export const ResetTokenBodySchema = v.object({ token: resetToken, rgs });
export const ResetConfirmBodySchema = v.object({ token: resetToken, password: resetPasswordSchema(), rgs });

/** A worker who lost their company's link asks for it by e-mail (no company link applies). */
export const WorkerLinkBodySchema = v.object({ email: recoveryEmailSchema() });

/**
 * The 403 of the company sign-in (no rgs) to a worker's right e-mail and password: workers sign in
 * on their company's page, which the answer names. A wrong password never gets it, so it tells
 * nothing about an account to someone who does not hold it.
 */
export const WorkerAccountAnswerSchema = v.object({
  message: v.string(),
  data: v.object({
    worker_account: v.object({ display_name: v.string(), login_path: v.string() }),
  }),
});
export type WorkerAccountAnswer = v.InferOutput<typeof WorkerAccountAnswerSchema>;

export const workerAccountMessage = (company: string) =>
  `Esta es una cuenta de trabajador de ${company}. Inicia sesión en la página de tu empresa.`;

export type WorkerLinkBody = v.InferInput<typeof WorkerLinkBodySchema>;

/** The answer, the same whether or not the e-mail belongs to a worker. */
export const WORKER_LINK_SENT_MESSAGE =
  'Te enviamos el enlace de acceso de tu empresa. Si no llega en unos minutos, revisa la carpeta de correo no deseado.';
