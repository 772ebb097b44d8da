// Sends a contact form and shows the specification's alerts: on success the draft goes away and the
// form resets, on failure everything typed stays. Answers how the try ended, so the form can keep
// saying that no answer came (and offer 'Reintentar') after the alert has gone.
import type { FormDraft } from '@/components/form/use-form-draft';
import { isApiError } from '@/lib/http';
import { showAlert } from '@/stores/alerts';
import type { SendOutcome } from '@/features/public-site/forms/PublicForm';
import { errorAlerts, successAlert, type ContactFormKind } from './contact-alerts';

export async function submitWithAlerts(
  kind: ContactFormKind,
  send: () => Promise<string | null>,
  draft: Pick<FormDraft, 'clear'>,
  resetForm: () => void,
): Promise<SendOutcome> {
  let answer: string | null;
  try {
    answer = await send();
  } catch (error) {
    for (const alert of errorAlerts(kind, error)) showAlert(alert);
    return isApiError(error) && error.uncertain ? 'unanswered' : 'failed';
  }
  draft.clear();
  resetForm();
  showAlert(successAlert(kind, answer));
  return 'sent';
}
