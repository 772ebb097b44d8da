// What each contact form says after sending: exact texts and how long each alert
// stays. The islands pass these to showAlert.
import type { AlertInput } from '@/stores/alerts';
import { isApiError } from '@/lib/http';

export const CONTACT_SUCCESS_MESSAGE = 'Mensaje enviado correctamente.';
export const CONTACT_ERROR_PREFIX = 'Error al enviar el mensaje: ';
export const BUSINESS_CONTACT_ERROR_MESSAGE = 'Ocurrio un error al enviar el mensaje.';
export const INQUIRY_ERROR_PREFIX = 'Ocurrio un error: ';
/** When the server gave no message (network failure, empty or non-JSON error). */
export const NO_SERVER_MESSAGE = 'Intenta nuevamente más tarde.';

export const SUCCESS_TITLE = 'Gracias por escribirnos';
export const ERROR_TITLE = 'No se pudo enviar';

export const DURATIONS = {
  contactError: 4000,
  contactSuccess: 4000,
  inquirySuccess: 4000,
  inquiryError: 4000,
  businessContactSuccess: 4000,
  businessContactError: 4000,
  fleetSuccess: 4000,
  fleetError: 5000,
} as const;

export type ContactFormKind = 'contact' | 'inquiry' | 'businessContact' | 'fleet';

function serverMessages(error: unknown): string[] {
  return isApiError(error) ? error.messages : [];
}

export function successAlert(kind: ContactFormKind, serverMessage: string | null): AlertInput {
  const durationMs = {
    contact: DURATIONS.contactSuccess,
    inquiry: DURATIONS.inquirySuccess,
    businessContact: DURATIONS.businessContactSuccess,
    fleet: DURATIONS.fleetSuccess,
  }[kind];
  return { type: 'success', title: SUCCESS_TITLE, message: serverMessage ?? CONTACT_SUCCESS_MESSAGE, durationMs };
}

/** The failure alerts of a form: one, or for the fleet requirements one per server message. */
export function errorAlerts(kind: ContactFormKind, error: unknown): AlertInput[] {
  const messages = serverMessages(error);
  const joined = messages.length > 0 ? messages.join(', ') : NO_SERVER_MESSAGE;
  const alert = (message: string, durationMs: number): AlertInput => ({
    type: 'error',
    title: ERROR_TITLE,
    message,
    durationMs,
  });
  switch (kind) {
    case 'contact':
      return [alert(`${CONTACT_ERROR_PREFIX}${joined}`, DURATIONS.contactError)];
    case 'inquiry':
      return [alert(`${INQUIRY_ERROR_PREFIX}${joined}`, DURATIONS.inquiryError)];
    case 'businessContact':
      // A throttled send says how long to wait; any other failure keeps the fixed text alone.
      return [
        alert(
          isApiError(error) && error.throttled
            ? `${BUSINESS_CONTACT_ERROR_MESSAGE} ${joined}`
            : BUSINESS_CONTACT_ERROR_MESSAGE,
          DURATIONS.businessContactError,
        ),
      ];
    case 'fleet':
      return (messages.length > 0 ? messages : [NO_SERVER_MESSAGE]).map((message) =>
        alert(`${CONTACT_ERROR_PREFIX}${message}`, DURATIONS.fleetError),
      );
  }
}
