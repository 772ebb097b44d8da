// Migration 14: how a consent was withdrawn. 'panel' is the worker's privacy centre; 'chat' is a
// 'BAJA' written to the company's WhatsApp number. Withdrawals made before this migration all came
// from the panel, the only way there was.
import type { Migration } from './migration.ts';

export const consentWithdrawalChannel: Migration = {
  version: 14,
  name: 'consent-withdrawal-channel',
  sql: `
    ALTER TABLE consents ADD COLUMN withdrawn_via TEXT CHECK (withdrawn_via IN ('panel', 'chat'));
    UPDATE consents SET withdrawn_via = 'panel' WHERE withdrawn_at IS NOT NULL;
  `,
};
