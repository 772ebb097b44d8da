// Test-only sample: a deletion request just received and not answered yet, as the worker sees it.
import type { PrivacyRequest } from './privacy.ts';

export const DELETION_REQUEST_SAMPLE: PrivacyRequest = {
  id_request: 7,
  kind: 'supresion',
  kind_label: 'Eliminación de datos',
  state: 'pendiente',
  state_label: 'Pendiente',
  reason: null,
  corrections: null,
  received_at: '2026-11-27T12:00:00.000Z',
  due_date: '2026-12-27',
  extended: false,
  extension_reason: null,
  overdue: false,
  answer: null,
  answered_at: null,
  kept: [],
};
