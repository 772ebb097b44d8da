// Seeds each profile's documents (rows plus real PDF/PNG files on disk, with their upload and
// decision histories) and the main worker's contracts, with url_file pointing at the API download
// paths.
import type { Database } from '../db/database.ts';
import { insertedId } from '../db/rows.ts';
import { contractDownloadPath } from '../lib/download-paths.ts';
import { findWorkerDocumentType } from '../../src/lib/reference/index.ts';
import { rejectionText } from '../../src/lib/validation/rejection-reason.ts';
import type { AccountIds, ProfileIds } from './accounts.ts';
import { DEMO_ACCOUNTS, type DemoAccount, type DemoAccountKey } from './demo.ts';
import {
  DRIVER_DOCUMENTS,
  HELPER_DOCUMENTS,
  SUR_DRIVER_DOCUMENTS,
  VERIFICATION_HELPER_DOCUMENTS,
} from './documents-data.ts';
import type { DocumentSpec } from './documents-data.ts';
import { samplePdf, type SeedFiles, writeSeedFile } from './files.ts';
import { daysFrom, timestampFrom } from './time.ts';
import { seedUpload, type SeedActor } from './uploads.ts';

interface Owners {
  readonly worker: SeedActor;
  readonly company: SeedActor;
}

function seedProfileDocuments(
  db: Database,
  files: SeedFiles,
  owners: Owners,
  idProfileUser: number,
  specs: readonly DocumentSpec[],
  today: Date,
): void {
  const insert = db.prepare(
    `INSERT INTO user_files (id_profile_user, type_file, purpose_name, title, visibility, is_uploaded, expires)
     VALUES (?, ?, ?, ?, ?, 0, ?)`,
  );
  specs.forEach((spec, index) => {
    const expires =
      spec.group === 'General' ? findWorkerDocumentType(spec.purpose)?.expires === true : spec.expiresDay !== undefined;
    const id = insertedId(
      insert.run(
        idProfileUser,
        spec.group,
        spec.purpose,
        spec.group === 'Personalizated' ? spec.label : null,
        spec.hidden === true ? 'HIDDEN' : 'VISIBLE',
        expires ? 1 : 0,
      ),
    );
    if (spec.status === null) return;
    const optionalDate = (day: number | undefined) => (day === undefined ? null : daysFrom(today, day));
    seedUpload(db, files, {
      idFile: id,
      idProfileUser,
      group: spec.group,
      label: spec.label,
      kind: spec.kind,
      imageSeed: index,
      status: spec.status,
      uploadedAt: timestampFrom(today, spec.uploadedDay ?? -1),
      issueDate: optionalDate(spec.issuedDay),
      expirationDate: optionalDate(spec.expiresDay),
      rejection: spec.rejection
        ? {
            code: spec.rejectionCode ?? 'otro',
            text: rejectionText({ reason: spec.rejectionCode ?? 'otro', detail: spec.rejection }),
          }
        : null,
      ...owners,
      now: today,
    });
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
  files: SeedFiles,
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
    writeSeedFile(files, storagePath, samplePdf(contract.documentName, holder, 3));
    attach.run(storagePath, contractDownloadPath(contract.originalDocumentId, id), id);
  }
}

/** Seeds every demo document (dated relative to `today`, with their histories) and the main
 * worker's contracts. */
export function seedDocuments(
  db: Database,
  files: SeedFiles,
  accounts: AccountIds,
  profiles: ProfileIds,
  today: Date = new Date(),
): void {
  const actor = (key: DemoAccountKey): SeedActor => {
    const account: DemoAccount = DEMO_ACCOUNTS[key];
    const name = account.name ?? [account.firstname, account.lastname].filter(Boolean).join(' ');
    return { id_user: accounts[key], name, email: account.email };
  };
  const andes = (key: DemoAccountKey): Owners => ({ worker: actor(key), company: actor('company') });
  const sur = (key: DemoAccountKey): Owners => ({ worker: actor(key), company: actor('companySur') });
  seedProfileDocuments(db, files, andes('worker'), profiles.workerDriver, DRIVER_DOCUMENTS, today);
  seedProfileDocuments(db, files, andes('worker'), profiles.workerHelper, HELPER_DOCUMENTS, today);
  seedProfileDocuments(db, files, sur('workerSur'), profiles.workerSurDriver, SUR_DRIVER_DOCUMENTS, today);
  seedProfileDocuments(
    db,
    files,
    andes('verification'),
    profiles.verificationHelper,
    VERIFICATION_HELPER_DOCUMENTS,
    today,
  );
  seedContracts(db, files, accounts.worker, profiles.workerDriver, actor('worker').name, today);
}
