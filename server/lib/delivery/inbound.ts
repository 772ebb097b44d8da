// What people send to the company's WhatsApp number: each message is kept once (by its wamid) with
// its sender and, when exactly one account has that phone, the account; the phone's last inbound
// time opens the 24-hour window in which the API may answer with free text instead of a template.
import type { Database } from '../../db/database.ts';
import { int } from '../../db/rows.ts';

export const CHAT_WINDOW_MS = 24 * 3_600_000;

export interface InboundMessage {
  readonly wamid: string;
  readonly from: string;
  readonly type: string;
  readonly text: string | null;
  readonly sentAt: Date;
}

function accountOf(db: Database, phone: string): number | null {
  const rows = db.prepare('SELECT id_user FROM users WHERE phone = ? AND anonymised_at IS NULL LIMIT 2').all(phone);
  const [only] = rows;
  return rows.length === 1 && only ? int(only, 'id_user') : null;
}

/** Stores `message` unless its wamid is known; answers whether it was new. */
export function recordInbound(db: Database, message: InboundMessage, now: Date): boolean {
  const sentAt = message.sentAt.toISOString();
  const result = db
    .prepare(
      `INSERT INTO inbound_messages (wamid, sender, id_user, type, text, sent_at, received_at)
       VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT (wamid) DO NOTHING`,
    )
    .run(
      message.wamid,
      message.from,
      accountOf(db, message.from),
      message.type,
      message.text,
      sentAt,
      now.toISOString(),
    );
  db.prepare(
    `INSERT INTO chat_contacts (phone, last_inbound_at) VALUES (?, ?)
     ON CONFLICT (phone) DO UPDATE SET last_inbound_at = MAX(last_inbound_at, excluded.last_inbound_at)`,
  ).run(message.from, sentAt);
  return Number(result.changes) === 1;
}

/** Whether `phone` wrote within the last 24 hours, so free text may be sent to it. */
export function withinChatWindow(db: Database, phone: string, now: Date): boolean {
  const row = db.prepare('SELECT last_inbound_at FROM chat_contacts WHERE phone = ?').get(phone);
  const last = typeof row?.['last_inbound_at'] === 'string' ? Date.parse(row['last_inbound_at']) : Number.NaN;
  return Number.isFinite(last) && now.getTime() - last < CHAT_WINDOW_MS && last <= now.getTime() + 60_000;
}
