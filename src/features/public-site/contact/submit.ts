// Sends a contact form and shows the specification's alerts: on success the draft goes away and the
// form resets, on failure everything typed stays.
import type { FormDraft } from '@/components/form/use-form-draft';
import { showAlert } from '@/stores/alerts';
import { errorAlerts, successAlert, type ContactFormKind } from './contact-alerts';

export async function submitWithAlerts(
  kind: ContactFormKind,
  send: () => Promise<string | null>,
  draft: Pick<FormDraft, 'clear'>,
  resetForm: () => void,
) {
  let answer: string | null;
  try {
    answer = await send();
  } catch (error) {
    for (const alert of errorAlerts(kind, error)) showAlert(alert);
    return;
  }
  draft.clear();
  resetForm();
  showAlert(successAlert(kind, answer));
}
