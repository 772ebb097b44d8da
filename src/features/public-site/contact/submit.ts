// Sends a contact form and shows the specification's alerts: on success the form resets, on
// failure everything typed stays.
import { showAlert } from '../../../stores/alerts';
import { errorAlerts, successAlert, type ContactFormKind } from './contact-alerts';

export async function submitWithAlerts(
  kind: ContactFormKind,
  send: () => Promise<string | null>,
  onSuccess: () => void,
) {
  let answer: string | null;
  try {
    answer = await send();
  } catch (error) {
    for (const alert of errorAlerts(kind, error)) showAlert(alert);
    return;
  }
  onSuccess();
  showAlert(successAlert(kind, answer));
}
