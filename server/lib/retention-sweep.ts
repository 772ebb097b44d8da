// The retention sweep: personal data is kept while the account is open and for twelve months after
// the account is closed or the relation with the company ends (docs/legal/personal-data.md);
// then it is anonymised (lib/anonymise.ts), keeping what a company must keep by law. The API runs
// the sweep once a day as the retention-sweep job (jobs/index.ts); a request still open for such a
// person is closed by the system with an answer that says why.
import { RETENTION_MONTHS } from '../../src/lib/contract/privacy.ts';
import type { Database } from '../db/database.ts';
import { answerRequest, logEvent } from '../db/privacy-requests.ts';
import { int } from '../db/rows.ts';
import { transaction } from '../db/database.ts';
import { anonymiseRows, finishAnonymisation, planAnonymisation } from './anonymise.ts';
import type { BlobStore } from './blobs/store.ts';

export const SWEEP_ANSWER = `Tus datos personales se anonimizaron al cumplirse el plazo de conservación de ${RETENTION_MONTHS} meses desde el término de tu relación con la empresa o el cierre de tu cuenta.`;

/** The instant `months` calendar months before `now` (the last day of a shorter month if needed). */
export function monthsBefore(now: Date, months: number): Date {
  const cutoff = new Date(now.getTime());
  const day = cutoff.getUTCDate();
  cutoff.setUTCDate(1);
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months);
  const lastDay = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate();
  cutoff.setUTCDate(Math.min(day, lastDay));
  return cutoff;
}

/** Workers (or the one worker `only`) whose data outlived the retention period at `now`, not yet anonymised. */
export function dueForAnonymisation(db: Database, now: Date, only?: number): number[] {
  const cutoff = monthsBefore(now, RETENTION_MONTHS).toISOString();
  return db
    .prepare(
      `SELECT id_user FROM users
       WHERE role = 'User' AND anonymised_at IS NULL AND (? IS NULL OR id_user = ?)
         AND ((deleted_at IS NOT NULL AND deleted_at <= ?) OR (relation_ended_at IS NOT NULL AND relation_ended_at <= ?))
       ORDER BY id_user`,
    )
    .all(only ?? null, only ?? null, cutoff, cutoff)
    .map((row) => int(row, 'id_user'));
}

/**
 * Anonymises one worker found due, if still due: the claim (the account not anonymised yet, and
 * due at `now`) and the work are one transaction, so two sweeps that found the same worker record
 * the anonymisation and close the open requests once. Answers whether this sweep did it.
 */
export async function anonymiseDue(db: Database, blobs: BlobStore, idUser: number, now: Date): Promise<boolean> {
  const plan = transaction(db, () => {
    if (!dueForAnonymisation(db, now, idUser).includes(idUser)) return null;
    const planned = planAnonymisation(db, idUser);
    if (!planned) return null;
    anonymiseRows(db, idUser, now);
    const open = db
      .prepare("SELECT id_request FROM privacy_requests WHERE id_user = ? AND state = 'pendiente'")
      .all(idUser)
      .map((row) => int(row, 'id_request'));
    for (const idRequest of open) {
      answerRequest(db, idRequest, { state: 'completada', text: SWEEP_ANSWER, kept: planned.kept }, now);
      logEvent(db, idRequest, 'sistema', 'datos_anonimizados', now, { kept: planned.kept });
      logEvent(db, idRequest, 'sistema', 'completada', now);
    }
    return planned;
  });
  if (!plan) return false;
  await finishAnonymisation(db, blobs, plan.files);
  return true;
}

/** Anonymises every worker due at `now`; returns the ids this run anonymised. */
export async function runRetentionSweep(db: Database, blobs: BlobStore, now: Date): Promise<number[]> {
  const done: number[] = [];
  for (const idUser of dueForAnonymisation(db, now)) if (await anonymiseDue(db, blobs, idUser, now)) done.push(idUser);
  return done;
}
