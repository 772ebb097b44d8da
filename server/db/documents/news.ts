// The worker's 'Novedades': the company's decisions on their documents that they have not
// dismissed yet, newest first. Dismissing goes up to the newest item the worker saw, never past the
// newest decision that exists, so a decision taken meanwhile still shows.
import type { NewsItem } from '../../../src/lib/contract/news.ts';
import { NEWS_LIMIT } from '../../../src/lib/contract/news.ts';
import { decisionHeadline } from '../../../src/lib/documents/decision-text.ts';
import { documentGender, documentTypeName } from '../../../src/lib/reference/index.ts';
import { rejectionReasonLabel } from '../../../src/lib/validation/rejection-reason.ts';
import type { Database } from '../database.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../rows.ts';
import { profileName } from './document-rows.ts';
import { newestEventOf } from './events.ts';

const UNSEEN = `
  FROM document_events e
  JOIN user_files f ON f.id_file = e.id_file
  JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
  WHERE p.id_user = ? AND e.kind IN ('approved', 'rejected')
    AND e.id_event > COALESCE((SELECT seen_until FROM news_reads WHERE id_user = p.id_user), 0)`;

function newsItem(row: Row): NewsItem {
  const purpose = text(row, 'purpose_name');
  const title = textOrNull(row, 'title');
  const decision = text(row, 'kind') === 'approved' ? 'approved' : 'rejected';
  const code = textOrNull(row, 'reason_code');
  const reason = textOrNull(row, 'reason');
  const short = code && code !== 'otro' ? (rejectionReasonLabel(code) ?? reason) : reason;
  const name = documentTypeName(purpose, title);
  return {
    id_event: int(row, 'id_event'),
    id_file: int(row, 'id_file'),
    id_profile_user: int(row, 'id_profile_user'),
    profile_name: profileName(int(row, 'id_profile')),
    document_name: name,
    decision,
    reason: decision === 'rejected' ? reason : null,
    title: decisionHeadline(name, documentGender(purpose, title), decision, decision === 'rejected' ? short : null),
    decided_at: text(row, 'created_at'),
  };
}

export function unseenNews(db: Database, idUser: number): { items: NewsItem[]; count: number } {
  const items = db
    .prepare(
      `SELECT e.id_event, e.kind, e.reason_code, e.reason, e.created_at, f.id_file, f.purpose_name, f.title,
         f.id_profile_user, p.id_profile ${UNSEEN} ORDER BY e.id_event DESC LIMIT ?`,
    )
    .all(idUser, NEWS_LIMIT)
    .map(newsItem);
  const total = db.prepare(`SELECT COUNT(*) AS count ${UNSEEN}`).get(idUser);
  return { items, count: total ? int(total, 'count') : 0 };
}

/** Dismisses the news up to `until`; answers how many were dismissed now. */
export function dismissNews(db: Database, idUser: number, until: number): number {
  const before = unseenNews(db, idUser).count;
  const seen = db.prepare('SELECT seen_until FROM news_reads WHERE id_user = ?').get(idUser);
  const target = Math.max(Math.min(until, newestEventOf(db, idUser)), (seen && intOrNull(seen, 'seen_until')) ?? 0);
  db.prepare(
    `INSERT INTO news_reads (id_user, seen_until) VALUES (?, ?)
     ON CONFLICT (id_user) DO UPDATE SET seen_until = excluded.seen_until`,
  ).run(idUser, target);
  return before - unseenNews(db, idUser).count;
}
