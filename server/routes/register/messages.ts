// Spanish answers of the registration routes (field rules keep theirs in src/lib/validation).
import { INVALID_REGISTER_LINK_MESSAGE } from '../../../src/lib/contract/messages.ts';

export const REGISTER_MESSAGES = {
  // The site's invalid-link text.
  invalidLink: INVALID_REGISTER_LINK_MESSAGE,
  profileUnavailable: 'El perfil seleccionado no está disponible en esta empresa',
  registered: 'Registro exitoso. Ya puedes iniciar sesión con tu correo y contraseña.',
  formNotFound: 'No encontramos el formulario de registro de esta empresa.',
  pageNotFound: 'No encontramos esta página del formulario.',
  submitted: '¡Registro exitoso!',
  missingPage: (title: string) => `Faltan las respuestas de la página "${title}"`,
  unknownPage: 'Las respuestas no corresponden al formulario de registro.',
  fileMissing: 'Falta el archivo',
  welcomeSubject: (business: string) => `Bienvenido a ${business}`,
} as const;
