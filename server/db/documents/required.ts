// Each company's required documents per job profile, and the worker documents they create: a
// worker's profile receives the list (not uploaded yet) when the worker registers or the profile is
// added, and workers who already hold the profile receive what the company adds later. Removing a
// document from the list removes it only from workers who never uploaded it: nothing given is lost.
import type { ProfileRequirements } from '../../../src/lib/contract/required-documents.ts';
import { BUSINESS_PROFILES, documentTypeName } from '../../../src/lib/reference/index.ts';
import type { RequiredDocumentEntry } from '../../../src/lib/validation/required-documents.ts';
import type { Database } from '../database.ts';
import { openAccount } from '../open-accounts.ts';
import { bool, int, text, textOrNull, type Row } from '../rows.ts';
import { profileName } from './document-rows.ts';

function requirement(row: Row) {
  const purpose = text(row, 'purpose_name');
  return {
    type_file: text(row, 'type_file') === 'Personalizated' ? ('Personalizated' as const) : ('General' as const),
    purpose_name: purpose,
    name: documentTypeName(purpose, textOrNull(row, 'title')),
    expires: bool(row, 'expires'),
  };
}

export function profileRequirements(db: Database, idBusiness: number, idProfile: number): ProfileRequirements {
  const documents = db
    .prepare('SELECT * FROM required_documents WHERE id_business = ? AND id_profile = ? ORDER BY position')
    .all(idBusiness, idProfile)
    .map(requirement);
  return { id_profile: idProfile, profile_name: profileName(idProfile), documents };
}

/** The profiles the company offers at registration, in reference order. */
export function offeredProfileIds(db: Database, idBusiness: number): number[] {
  const offered = new Set(
    db
      .prepare('SELECT id_profile FROM business_profiles WHERE id_business = ?')
      .all(idBusiness)
      .map((row) => int(row, 'id_profile')),
  );
  return BUSINESS_PROFILES.filter((profile) => offered.has(profile.id_profile)).map((profile) => profile.id_profile);
}

export function companyRequirements(db: Database, idBusiness: number): ProfileRequirements[] {
  return offeredProfileIds(db, idBusiness).map((idProfile) => profileRequirements(db, idBusiness, idProfile));
}

/** Creates, not uploaded, the documents the company asks of the profile; answers how many were new. */
export function addRequiredDocuments(db: Database, idProfileUser: number): number {
  const result = db
    .prepare(
      `INSERT INTO user_files (id_profile_user, type_file, purpose_name, title, visibility, is_uploaded, expires)
       SELECT p.id_profile_user, r.type_file, r.purpose_name, r.title, 'VISIBLE', 0, r.expires
       FROM user_profiles p
       JOIN users u ON u.id_user = p.id_user
       JOIN required_documents r ON r.id_business = u.id_business AND r.id_profile = p.id_profile
       WHERE p.id_profile_user = ?
       ORDER BY r.position
       ON CONFLICT (id_profile_user, type_file, purpose_name) DO NOTHING`,
    )
    .run(idProfileUser);
  return Number(result.changes);
}

/** Replaces the list (call inside a transaction) and brings the profile's current workers up to it. */
export function replaceRequirements(
  db: Database,
  idBusiness: number,
  idProfile: number,
  entries: readonly RequiredDocumentEntry[],
): { added: number; removed: number } {
  const previous = profileRequirements(db, idBusiness, idProfile).documents;
  db.prepare('DELETE FROM required_documents WHERE id_business = ? AND id_profile = ?').run(idBusiness, idProfile);
  const insert = db.prepare(
    `INSERT INTO required_documents (id_business, id_profile, type_file, purpose_name, title, expires, position)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  entries.forEach((entry, position) =>
    insert.run(
      idBusiness,
      idProfile,
      entry.type_file,
      entry.purpose_name,
      entry.title,
      entry.expires ? 1 : 0,
      position,
    ),
  );
  const kept = new Set(entries.map((entry) => `${entry.type_file}:${entry.purpose_name}`));
  const dropped = previous.filter((entry) => !kept.has(`${entry.type_file}:${entry.purpose_name}`));
  let removed = 0;
  const remove = db.prepare(
    `DELETE FROM user_files WHERE is_uploaded = 0 AND id_business = ? AND type_file = ? AND purpose_name = ?
       AND id_profile_user IN (SELECT id_profile_user FROM user_profiles WHERE id_profile = ?)`,
  );
  for (const entry of dropped) {
    removed += Number(remove.run(idBusiness, entry.type_file, entry.purpose_name, idProfile).changes);
  }
  const holders = db
    .prepare(
      `SELECT p.id_profile_user FROM user_profiles p JOIN users u ON u.id_user = p.id_user
       WHERE u.id_business = ? AND u.role = 'User' AND ${openAccount('u')} AND p.id_profile = ?`,
    )
    .all(idBusiness, idProfile);
  const added = holders.reduce((sum, row) => sum + addRequiredDocuments(db, int(row, 'id_profile_user')), 0);
  return { added, removed };
}
