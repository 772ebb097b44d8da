// The expiry reminders: a sweep, run once a day as the expiry-reminders job (jobs/index.ts) and
// after the demo data is loaded, that tells each worker once about their approved documents that
// expire within 30 days (or have expired without a reminder, if the sweep did not run in time). A document is reminded once per expiry date, so
// a renewed document with a new date is reminded again when its time comes.
import { calendarDayInChile } from '../../src/lib/format/date.ts';
import { EXPIRY_NOTICE_DAYS } from '../../src/lib/documents/standing.ts';
import { documentTypeName } from '../../src/lib/reference/index.ts';
import { transaction, type Database } from '../db/database.ts';
import { profileName } from '../db/documents/document-rows.ts';
import { reminderMessage, sendToWorker, workerContact, type ExpiringDocument } from '../db/documents/notify.ts';
import { int, text, textOrNull } from '../db/rows.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

function dayAfter(today: string, days: number): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Sends the due reminders as of `now`; answers how many workers were reminded. */
export function sendExpiryReminders(db: Database, siteOrigin: string, now: Date): number {
  const today = calendarDayInChile(now);
  return transaction(db, () => {
    const rows = db
      .prepare(
        `SELECT f.id_file, f.purpose_name, f.title, f.expiration_date, f.id_profile_user, p.id_user, p.id_profile
         FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
         WHERE f.file_status = 'ACCEPTED' AND f.expiration_date IS NOT NULL AND f.expiration_date <= ?
           AND f.is_uploaded = 1 AND (f.visibility = 'VISIBLE' OR f.type_file = 'Personalizated')
           AND (f.reminded_expiry IS NULL OR f.reminded_expiry <> f.expiration_date)
         ORDER BY p.id_user, f.expiration_date, f.id_file`,
      )
      .all(dayAfter(today, EXPIRY_NOTICE_DAYS));
    const byWorker = new Map<number, ExpiringDocument[]>();
    const mark = db.prepare('UPDATE user_files SET reminded_expiry = expiration_date WHERE id_file = ?');
    for (const row of rows) {
      const expiration = text(row, 'expiration_date');
      const list = byWorker.get(int(row, 'id_user')) ?? [];
      list.push({
        id_profile_user: int(row, 'id_profile_user'),
        profile_name: profileName(int(row, 'id_profile')),
        document_name: documentTypeName(text(row, 'purpose_name'), textOrNull(row, 'title')),
        expiration_date: expiration,
        expired: expiration < today,
      });
      byWorker.set(int(row, 'id_user'), list);
      mark.run(int(row, 'id_file'));
    }
    for (const [idUser, expiring] of byWorker) {
      const worker = workerContact(db, idUser);
      if (worker) sendToWorker(db, worker, reminderMessage(siteOrigin, worker, expiring), now);
    }
    return byWorker.size;
  });
}
