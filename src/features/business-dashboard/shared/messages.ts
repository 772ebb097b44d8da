// Texts of the company area that the specification fixes, word for word with its
// own spelling (docs/requirements.md), and how a failed call fills their '{message}' slot.
import { isApiError } from '@/lib/http/index.ts';

export const SPEC_MESSAGES = {
  loadPostings: 'Error al obtener los datos de los trabajos publicados',
  createPosting: (message: string) => `Error al crear el trabajo ${message}`,
  deletePosting: (message: string) => `Error al eliminar el trabajo ${message}`,
  updatePosting: (message: string) => `Error al actualizar el trabajo: ${message}`,
  sendEmail: (message: string) => `Error al enviar el email al usuario, intente nuevamente. ${message}`,
} as const;

/** What `{message}` becomes when the server gave none (network down, timeout, HTML error page). */
export const NO_SERVER_MESSAGE = 'No pudimos conectar con el servidor.';

/** The server's message(s) of a failed call, for the `{message}` slot of the texts above. */
export function failureText(error: unknown): string {
  return isApiError(error) ? error.serverMessage(NO_SERVER_MESSAGE) : NO_SERVER_MESSAGE;
}
