// 'Por revisar': a company's documents awaiting review, oldest upload first, read a page at a time
// after a cursor (the last line's upload time and id), so page 400 of 20,000 documents costs what
// page 1 costs. Every query runs on the partial index user_files_review_queue.
import type { QueueItem } from '../../../src/lib/contract/review.ts';
import { REVIEW_PAGE_SIZE } from '../../../src/lib/contract/review.ts';
import type { Database } from '../database.ts';
import { int, text, type Row } from '../rows.ts';
import { AWAITING_REVIEW, DOCUMENT_SELECT, queueItem } from './document-rows.ts';

export interface QueueKey {
  readonly date_upload: string;
  readonly id_file: number;
}

/** The cursor after `key`: opaque to the client (base64url of the key). */
export function encodeCursor(key: QueueKey): string {
  return Buffer.from(JSON.stringify([key.date_upload, key.id_file])).toString('base64url');
}

/** The key a cursor names, or null when it is not one this API made. */
export function decodeCursor(cursor: string): QueueKey | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || value.length !== 2) return null;
    const [date, id] = value as unknown[];
    if (typeof date !== 'string' || !/^\d{4}-\d{2}-\d{2}T[\d:.]+Z$/.test(date)) return null;
    if (typeof id !== 'number' || !Number.isSafeInteger(id) || id < 1) return null;
    return { date_upload: date, id_file: id };
  } catch {
    return null;
  }
}

const QUEUE = `${DOCUMENT_SELECT} WHERE f.id_business = ? AND ${AWAITING_REVIEW}`;
const ORDER = 'ORDER BY f.date_upload, f.id_file';

export const QUEUE_PAGE_SQL = `${QUEUE} AND (f.date_upload, f.id_file) > (?, ?) ${ORDER} LIMIT ?`;
export const QUEUE_FIRST_PAGE_SQL = `${QUEUE} ${ORDER} LIMIT ?`;
export const QUEUE_COUNT_SQL = `SELECT COUNT(*) AS count FROM user_files f WHERE f.id_business = ? AND ${AWAITING_REVIEW}`;

function keyOf(row: Row): QueueKey {
  return { date_upload: text(row, 'date_upload'), id_file: int(row, 'id_file') };
}

export interface QueuePageRows {
  readonly items: QueueItem[];
  readonly nextCursor: string | null;
}

/** One page (50 lines) of the company's queue after `after` (from the start when null). */
export function queuePage(
  db: Database,
  idBusiness: number,
  after: QueueKey | null,
  today: string,
  size = REVIEW_PAGE_SIZE,
): QueuePageRows {
  // One more line than the page tells whether another page follows.
  const rows = after
    ? db.prepare(QUEUE_PAGE_SQL).all(idBusiness, after.date_upload, after.id_file, size + 1)
    : db.prepare(QUEUE_FIRST_PAGE_SQL).all(idBusiness, size + 1);
  const page = rows.slice(0, size);
  const last = page.at(-1);
  return {
    items: page.map((row) => queueItem(row, today)),
    nextCursor: rows.length > size && last ? encodeCursor(keyOf(last)) : null,
  };
}

export function queueCount(db: Database, idBusiness: number): number {
  const row = db.prepare(QUEUE_COUNT_SQL).get(idBusiness);
  return row ? int(row, 'count') : 0;
}

/** The document to open after deciding on `decided`: the next one in the queue, else the oldest. */
export function nextInQueue(db: Database, idBusiness: number, decided: QueueKey, today: string): QueueItem | null {
  const after = db.prepare(QUEUE_PAGE_SQL).get(idBusiness, decided.date_upload, decided.id_file, 1);
  const row = after ?? db.prepare(QUEUE_FIRST_PAGE_SQL).get(idBusiness, 1);
  return row && int(row, 'id_file') !== decided.id_file ? queueItem(row, today) : null;
}
