// What a failed decision says inside its dialog: the API's own messages (a rule, 'Este documento
// ya no está en revisión.', a stale version) or, with none, that the server could not be reached.
import { failureText } from '@/features/business-dashboard/shared/messages.ts';

export function decisionFailure(action: 'aprobar' | 'rechazar', error: unknown): string {
  return `No pudimos ${action} el documento. ${failureText(error)}`;
}
