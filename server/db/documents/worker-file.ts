// 'Ficha del trabajador': everything a company may read about one of its workers (see
// company-access.ts): personal data, each profile with its documents and their histories, the
// documentation summaries, what is missing and the registration answers.
import type { WorkerFile } from '../../../src/lib/contract/worker-file.ts';
import { summarizeDocumentation } from '../../../src/lib/documents/documentation.ts';
import { isMissing } from '../../../src/lib/documents/documentation.ts';
import { findRegion } from '../../../src/lib/reference/index.ts';
import { findCommune } from '../../../src/lib/reference/communes.ts';
import type { Database } from '../database.ts';
import { int, intOrNull, text, textOrNull } from '../rows.ts';
import { sentMessages } from '../sent-messages.ts';
import { workerRelation, type CompanyActor } from './company-access.ts';
import { companyDocument, profileName, workerName } from './document-rows.ts';
import { countedDocument } from './documentation.ts';
import { historiesOf } from './events.ts';
import { registrationAnswers } from './registration.ts';

type MissingStanding = WorkerFile['missing'][number]['standing'];

export function buildWorkerFile(db: Database, company: CompanyActor, idUser: number, today: string): WorkerFile | null {
  const relation = workerRelation(db, company, idUser);
  const worker = relation ? db.prepare('SELECT * FROM users WHERE id_user = ?').get(idUser) : undefined;
  if (!relation || !worker) return null;
  const region = intOrNull(worker, 'region_id');
  const commune = intOrNull(worker, 'commune_id');
  const profileRows = db
    .prepare('SELECT id_profile_user, id_profile FROM user_profiles WHERE id_user = ? ORDER BY id_profile_user')
    .all(idUser);
  const documentRows = db
    .prepare(
      `SELECT f.* FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
       WHERE p.id_user = ? AND (f.visibility = 'VISIBLE' OR f.type_file = 'Personalizated')
       ORDER BY f.type_file, f.id_file`,
    )
    .all(idUser);
  const histories = historiesOf(
    db,
    documentRows.map((row) => int(row, 'id_file')),
  );
  const profiles = profileRows.map((profile) => {
    const idProfileUser = int(profile, 'id_profile_user');
    const rows = documentRows.filter((row) => int(row, 'id_profile_user') === idProfileUser);
    return {
      id_profile_user: idProfileUser,
      id_profile: int(profile, 'id_profile'),
      profile_name: profileName(int(profile, 'id_profile')),
      documentation: summarizeDocumentation(rows.map(countedDocument), today),
      documents: rows.map((row) => ({
        ...companyDocument(row, today),
        history: histories.get(int(row, 'id_file')) ?? [],
      })),
    };
  });
  const missing = profiles.flatMap((profile) =>
    profile.documents
      .filter((document) => isMissing(document.standing) && document.purpose_name !== 'furgon_interior_general')
      .map((document) => ({
        id_file: document.id_file,
        id_profile_user: profile.id_profile_user,
        profile_name: profile.profile_name,
        document_name: document.document_name,
        standing: document.standing as MissingStanding,
        status_label: document.status_label,
        rejection_reason: document.rejection_reason,
      })),
  );
  return {
    worker: {
      id_user: idUser,
      firstname: textOrNull(worker, 'firstname'),
      lastname: textOrNull(worker, 'lastname'),
      worker_name: workerName(worker),
      rut: textOrNull(worker, 'rut'),
      email: text(worker, 'email'),
      phone: textOrNull(worker, 'phone'),
      address: textOrNull(worker, 'address'),
      img_profile: textOrNull(worker, 'img_profile'),
      name_region: region === null ? null : (findRegion(region)?.name_region ?? null),
      name_commune: commune === null ? null : (findCommune(commune)?.name_commune ?? null),
      registered_at: text(worker, 'created_at'),
    },
    relation,
    can_review: relation.registered,
    documentation: summarizeDocumentation(documentRows.map(countedDocument), today),
    profiles,
    missing,
    registration: registrationAnswers(db, idUser),
    sent: relation.registered ? sentMessages(db, idUser, company.id_business) : [],
  };
}
