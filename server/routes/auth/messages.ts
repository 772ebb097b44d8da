// Spanish messages of the /auth routes. None of them says whether an e-mail is registered. The input
// rules' own texts live with the request shapes (src/lib/contract/auth.ts).
import { AUTH_INPUT_MESSAGES } from '../../../src/lib/contract/auth.ts';
import { waitSpan } from '../../lib/throttle.ts';

export const AUTH_MESSAGES = {
  loginFailed: 'Correo o contraseña incorrectos.',
  invalidLink: AUTH_INPUT_MESSAGES.invalidLink,
  verificationSent: 'Te enviamos un código de verificación a tu correo. Ingrésalo para continuar.',
  codeRequired: AUTH_INPUT_MESSAGES.codeRequired,
  codeWrong: AUTH_INPUT_MESSAGES.codeWrong,
  codeExpired: 'El código expiró o superó los intentos permitidos. Inicia sesión nuevamente.',
  oneTimeToken: AUTH_INPUT_MESSAGES.oneTimeToken,
  sessionExpired: 'Tu sesión expiró. Inicia sesión nuevamente.',
  loggedOut: 'Sesión cerrada correctamente.',
  userRefreshed: 'Datos de usuario actualizados.',
  resetRequested: 'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.',
  resetTokenValid: 'Enlace válido. Ingresa tu nueva contraseña.',
  resetTokenInvalid: AUTH_INPUT_MESSAGES.resetTokenInvalid,
  resetDone: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
  tokenRequired: AUTH_INPUT_MESSAGES.tokenRequired,
} as const;

export function welcomeMessage(name: string | null): string {
  return name ? `Bienvenido, ${name}` : 'Bienvenido';
}

export function tooManyCodesMessage(seconds: number): string {
  return `Ya te enviamos varios códigos. Por seguridad, espera ${waitSpan(seconds)} antes de pedir otro.`;
}
