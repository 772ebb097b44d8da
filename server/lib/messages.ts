// Spanish messages the API itself answers with (field rules keep theirs in src/lib/validation, the
// request shapes' own in src/lib/contract).
import { INVALID_PARAM_MESSAGE } from '../../src/lib/contract/messages.ts';

export const API_MESSAGES = {
  notFound: 'Ruta no encontrada',
  unexpected: 'Ocurrió un error inesperado. Intenta nuevamente.',
  invalidParam: INVALID_PARAM_MESSAGE,
  invalidBody: 'El cuerpo de la solicitud no tiene un formato válido.',
  payloadTooLarge: 'La solicitud excede el tamaño permitido.',
  invalidRequest: 'La solicitud no es válida.',
  expiresInSeconds: 'expiresInSeconds debe ser un número entero entre -31536000 y 31536000',
} as const;
