// Spanish messages of the /auth routes. None of them says whether an e-mail is registered.
import { waitSpan } from '../../lib/throttle.ts';

export const AUTH_MESSAGES = {
  loginFailed: 'Correo o contraseña incorrectos.',
  invalidLink: 'El enlace de tu empresa no es válido. Pide el enlace correcto a tu empresa.',
  verificationSent: 'Te enviamos un código de verificación a tu correo. Ingrésalo para continuar.',
  codeRequired: 'Ingresa el código de verificación.',
  codeWrong: 'El código ingresado no es correcto.',
  codeExpired: 'El código expiró o superó los intentos permitidos. Inicia sesión nuevamente.',
  oneTimeToken: 'El token de verificación no es válido.',
  sessionExpired: 'Tu sesión expiró. Inicia sesión nuevamente.',
  loggedOut: 'Sesión cerrada correctamente.',
  userRefreshed: 'Datos de usuario actualizados.',
  resetRequested: 'Si el correo está registrado, te enviaremos un enlace para restablecer tu contraseña.',
  resetTokenValid: 'Enlace válido. Ingresa tu nueva contraseña.',
  resetTokenInvalid: 'El enlace para restablecer la contraseña no es válido o ya expiró. Solicita uno nuevo.',
  resetDone: 'Tu contraseña fue actualizada. Ya puedes iniciar sesión.',
  tokenRequired: 'El token es requerido.',
} as const;

export function welcomeMessage(name: string | null): string {
  return name ? `Bienvenido, ${name}` : 'Bienvenido';
}

export function tooManyCodesMessage(seconds: number): string {
  return `Ya te enviamos varios códigos. Por seguridad, espera ${waitSpan(seconds)} antes de pedir otro.`;
}
