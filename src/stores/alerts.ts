// Alerts shown to the person: title, message and type;
// shown only when both title and message exist; each clears itself after its duration.
import { atom } from 'nanostores';

export type AlertType = 'success' | 'error' | 'warning';

export interface Alert {
  id: number;
  type: AlertType;
  title: string;
  message: string;
}

export interface AlertInput {
  type: AlertType;
  title: string;
  message: string;
  /** Milliseconds before it clears itself (3 to 5 s). */
  durationMs?: number;
}

export const DEFAULT_ALERT_MS = 3000;
const PRIORITY: Record<AlertType, number> = { success: 0, error: 1, warning: 2 };

export const $alerts = atom<Alert[]>([]);
let nextId = 1;

export function dismissAlert(id: number): void {
  $alerts.set($alerts.get().filter((alert) => alert.id !== id));
}

/** Shows an alert and returns its id, or null when title or message is empty. */
export function showAlert(input: AlertInput): number | null {
  if (!input.title.trim() || !input.message.trim()) return null;
  const id = nextId++;
  const alert: Alert = { id, type: input.type, title: input.title, message: input.message };
  $alerts.set([...$alerts.get(), alert].sort((a, b) => PRIORITY[a.type] - PRIORITY[b.type]));
  setTimeout(() => dismissAlert(id), input.durationMs ?? DEFAULT_ALERT_MS);
  return id;
}

export function clearAlerts(): void {
  $alerts.set([]);
}
