// Seeds each profile's documents (rows plus real PDF/PNG files on disk) and the main worker's
// contracts, with url_file pointing at the API download paths.
import type { Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import { contractDownloadPath, documentDownloadPath } from '../lib/download-paths.ts';
import type { AccountIds, ProfileIds } from './accounts.ts';
import { DEMO_ACCOUNTS } from './demo.ts';
import {
  DRIVER_DOCUMENTS,
  HELPER_DOCUMENTS,
  SUR_DRIVER_DOCUMENTS,
  VERIFICATION_HELPER_DOCUMENTS,
} from './documents-data.ts';
import type { DocumentSpec } from './documents-data.ts';
import { samplePdf, samplePng, writeSeedFile } from './files.ts';
import { seedDate, seedTimestamp, timestampFrom } from './time.ts';

function seedProfileDocuments(
  db: Database,
  filesDir: string,
  owner: { id: number; name: string },
  idProfileUser: number,
  specs: readonly DocumentSpec[],
): void {
  const insert = db.prepare(
    `INSERT INTO user_files (id_profile_user, type_file, purpose_name, title, visibility,
       is_uploaded, file_status, type_name, rejection_reason, date_upload, issue_date, expiration_date)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const attach = db.prepare('UPDATE user_files SET storage_path = ?, url_file = ? WHERE id_file = ?');
  const optionalDate = (day: number | undefined) => (day === undefined ? null : seedDate(day));
  specs.forEach((spec, index) => {
    const uploaded = spec.status !== null;
    const id = insertedId(
      insert.run(
        idProfileUser,
        spec.group,
        spec.purpose,
        spec.group === 'Personalizated' ? spec.label : null,
        spec.hidden === true ? 'HIDDEN' : 'VISIBLE',
        uploaded ? 1 : 0,
        spec.status,
        uploaded ? spec.kind : null,
        spec.rejection ?? null,
        uploaded && spec.uploadedDay !== undefined ? seedTimestamp(spec.uploadedDay) : null,
        uploaded ? optionalDate(spec.issuedDay) : null,
        uploaded ? optionalDate(spec.expiresDay) : null,
      ),
    );
    if (!uploaded) return;
    const storagePath = `users/${owner.id}/documents/${id}.${spec.kind}`;
    const bytes = spec.kind === 'pdf' ? samplePdf(spec.label, owner.name, 2 + (index % 2)) : samplePng(index, 160);
    writeSeedFile(filesDir, storagePath, bytes);
    attach.run(storagePath, documentDownloadPath(spec.group, idProfileUser, id), id);
  });
}

interface ContractSpec {
  readonly originalDocumentId: number;
  readonly document: string;
  readonly documentName: string;
  readonly status: 'SIGNED' | 'PENDING' | 'REJECTED';
  readonly sentDay: number;
  readonly signedDay: number | null;
}

const CONTRACTS: readonly ContractSpec[] = [
  {
    originalDocumentId: 501,
    document: 'contrato_prestacion_servicios_conductor.docx',
    documentName: 'Contrato de prestación de servicios',
    status: 'SIGNED',
    sentDay: -60,
    signedDay: -59,
  },
  {
    originalDocumentId: 502,
    document: 'anexo_tarifas_temporada_alta.docx',
    documentName: 'Anexo de tarifas temporada alta',
    status: 'PENDING',
    sentDay: -2,
    signedDay: null,
  },
  {
    originalDocumentId: 503,
    document: 'acuerdo_confidencialidad.docx',
    documentName: 'Acuerdo de confidencialidad',
    status: 'REJECTED',
    sentDay: -30,
    signedDay: null,
  },
];

function seedContracts(
  db: Database,
  filesDir: string,
  idUser: number,
  idProfileUser: number,
  holder: string,
  today: Date,
): void {
  const insert = db.prepare(
    `INSERT INTO contracts (original_document_id, id_user, id_profile_user, empresa, document,
       document_name, status, date_send, date_signature)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const attach = db.prepare('UPDATE contracts SET storage_path = ?, url_file = ? WHERE id_history = ?');
  for (const contract of CONTRACTS) {
    const id = insertedId(
      insert.run(
        contract.originalDocumentId,
        idUser,
        idProfileUser,
        'Transportes Andes',
        contract.document,
        contract.documentName,
        contract.status,
        timestampFrom(today, contract.sentDay),
        contract.signedDay === null ? null : timestampFrom(today, contract.signedDay, 3),
      ),
    );
    const storagePath = `users/${idUser}/contracts/${id}.pdf`;
    writeSeedFile(filesDir, storagePath, samplePdf(contract.documentName, holder, 3));
    attach.run(storagePath, contractDownloadPath(contract.originalDocumentId, id), id);
  }
}

/** Seeds every demo document and, dated relative to `today`, the main worker's contracts. */
export function seedDocuments(
  db: Database,
  filesDir: string,
  accounts: AccountIds,
  profiles: ProfileIds,
  today: Date = new Date(),
): void {
  const person = (key: 'worker' | 'workerSur' | 'verification') => ({
    id: accounts[key],
    name: `${DEMO_ACCOUNTS[key].firstname} ${DEMO_ACCOUNTS[key].lastname}`,
  });
  seedProfileDocuments(db, filesDir, person('worker'), profiles.workerDriver, DRIVER_DOCUMENTS);
  seedProfileDocuments(db, filesDir, person('worker'), profiles.workerHelper, HELPER_DOCUMENTS);
  seedProfileDocuments(db, filesDir, person('workerSur'), profiles.workerSurDriver, SUR_DRIVER_DOCUMENTS);
  seedProfileDocuments(
    db,
    filesDir,
    person('verification'),
    profiles.verificationHelper,
    VERIFICATION_HELPER_DOCUMENTS,
  );
  seedContracts(db, filesDir, accounts.worker, profiles.workerDriver, person('worker').name, today);
}
