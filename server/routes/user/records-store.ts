// Reads behind the worker record routes: contracts, attendance, penalties and the profiles the
// worker's company offers. Every query is scoped to the signed-in worker (or their company).
import type { Database } from '../../db/database.ts';
import { int, intOrNull, text, textOrNull } from '../../db/rows.ts';
import { BUSINESS_PROFILES } from '../../../src/lib/reference/index.ts';

export function contractsOf(db: Database, idUser: number) {
  return db
    .prepare('SELECT * FROM contracts WHERE id_user = ? ORDER BY date_send DESC, id_history DESC')
    .all(idUser)
    .map((row) => ({
      empresa: text(row, 'empresa'),
      date_send: text(row, 'date_send'),
      date_signature: textOrNull(row, 'date_signature'),
      document: text(row, 'document'),
      document_name: text(row, 'document_name'),
      status: text(row, 'status'),
      id_history: int(row, 'id_history'),
      original_document_id: int(row, 'original_document_id'),
      url_file: textOrNull(row, 'url_file'),
    }));
}

/** The caller's SIGNED contract with both ids, with its stored PDF; undefined otherwise. */
export function findSignedContract(
  db: Database,
  idUser: number,
  originalDocumentId: number,
  idHistory: number,
): { readonly storagePath: string } | undefined {
  const row = db
    .prepare(
      `SELECT storage_path FROM contracts
       WHERE id_history = ? AND original_document_id = ? AND id_user = ? AND status = 'SIGNED'`,
    )
    .get(idHistory, originalDocumentId, idUser);
  const storagePath = row ? textOrNull(row, 'storage_path') : null;
  return storagePath ? { storagePath } : undefined;
}

export function attendanceOf(db: Database, idUser: number) {
  return db
    .prepare('SELECT * FROM attendance_records WHERE id_user = ? ORDER BY date_confirm DESC, id_attendance DESC')
    .all(idUser)
    .map((row) => ({
      nameBusiness: text(row, 'name_business'),
      dateConfirm: text(row, 'date_confirm'),
      confirm: text(row, 'confirm'),
    }));
}

export function penaltiesOf(db: Database, idUser: number) {
  return db
    .prepare('SELECT * FROM penalty_records WHERE id_user = ? ORDER BY date_confirm DESC, id_penalty DESC')
    .all(idUser)
    .map((row) => ({
      operation: text(row, 'operation'),
      dateConfirm: text(row, 'date_confirm'),
      amount: int(row, 'amount'),
      description: text(row, 'description'),
    }));
}

/** Whether `key` (an id_business or a name_business) names the worker's own company. */
export function isOwnBusiness(db: Database, idBusiness: number, key: string): boolean {
  const row = db.prepare('SELECT id_business, name_business FROM businesses WHERE id_business = ?').get(idBusiness);
  if (!row) return false;
  return key === String(intOrNull(row, 'id_business')) || key === text(row, 'name_business');
}

export function businessProfiles(db: Database, idBusiness: number) {
  return db
    .prepare('SELECT id_profile FROM business_profiles WHERE id_business = ? ORDER BY id_profile')
    .all(idBusiness)
    .map((row) => int(row, 'id_profile'))
    .map((idProfile) => ({
      id_profile: idProfile,
      profile_name: BUSINESS_PROFILES.find((profile) => profile.id_profile === idProfile)?.profile_name ?? '',
    }));
}
