// Reads and writes behind the worker's signing routes, each scoped to the signed-in worker: their
// contract as the reading view shows it, and the guarded moves from PENDING to SIGNED or REJECTED
// (the guard on the status makes each move happen once).
import {
  CONTRACT_CONSENT_TEXT,
  type CodeChannel,
  type ContractSigning,
  type ContractStatus,
} from '../../../src/lib/contract/signing.ts';
import type { Database } from '../../db/database.ts';
import { int, intOrNull, text, textOrNull, type Row } from '../../db/rows.ts';
import { contractDownloadPath } from '../../lib/download-paths.ts';
import { liveCode } from '../../lib/signing/codes.ts';
import { verificationUrl } from '../../lib/signing/documents.ts';
import { signatureOf } from '../../lib/signing/signatures.ts';

export interface OwnContract {
  readonly idHistory: number;
  readonly originalDocumentId: number;
  readonly idBusiness: number | null;
  readonly empresa: string;
  readonly document: string;
  readonly documentName: string;
  readonly status: ContractStatus;
  readonly dateSend: string;
  readonly dateSignature: string | null;
  readonly dateRejected: string | null;
  readonly rejectionReason: string | null;
  readonly sourcePath: string;
  readonly pages: number;
}

export const contractSubject = (idHistory: number) => `contract:${idHistory}`;

function own(row: Row): OwnContract | null {
  const status = text(row, 'status');
  const sourcePath = textOrNull(row, 'source_path');
  if (!sourcePath || !['PENDING', 'SIGNED', 'REJECTED'].includes(status)) return null;
  return {
    idHistory: int(row, 'id_history'),
    originalDocumentId: int(row, 'original_document_id'),
    idBusiness: intOrNull(row, 'id_business'),
    empresa: text(row, 'empresa'),
    document: text(row, 'document'),
    documentName: text(row, 'document_name'),
    status: status as ContractStatus,
    dateSend: text(row, 'date_send'),
    dateSignature: textOrNull(row, 'date_signature'),
    dateRejected: textOrNull(row, 'date_rejected'),
    rejectionReason: textOrNull(row, 'rejection_reason'),
    sourcePath,
    pages: intOrNull(row, 'pages') ?? 1,
  };
}

/** The worker's contract with a document to sign; null for another worker's or an unknown one. */
export function findOwnContract(db: Database, idUser: number, idHistory: number): OwnContract | null {
  const row = db.prepare('SELECT * FROM contracts WHERE id_history = ? AND id_user = ?').get(idHistory, idUser);
  return row ? own(row) : null;
}

export function signingView(
  db: Database,
  contract: OwnContract,
  channels: readonly CodeChannel[],
  siteOrigin: string,
  now: Date,
): ContractSigning {
  const signature = signatureOf(db, contractSubject(contract.idHistory));
  const signed = contract.status === 'SIGNED';
  return {
    id_history: contract.idHistory,
    original_document_id: contract.originalDocumentId,
    empresa: contract.empresa,
    document: contract.document,
    document_name: contract.documentName,
    status: contract.status,
    date_send: contract.dateSend,
    date_signature: contract.dateSignature,
    date_rejected: contract.dateRejected,
    rejection_reason: contract.rejectionReason,
    review_url: `/api/users/contracts/signing/${contract.idHistory}/file`,
    url_file: signed ? contractDownloadPath(contract.originalDocumentId, contract.idHistory) : null,
    pages: contract.pages,
    consent_text: CONTRACT_CONSENT_TEXT,
    channels: [...channels],
    code: contract.status === 'PENDING' ? liveCode(db, contractSubject(contract.idHistory), now) : null,
    verification_code: signature?.verificationCode ?? null,
    verification_url: signature ? verificationUrl(siteOrigin, signature.verificationCode) : null,
  };
}

/** PENDING → SIGNED with the signed file as what view and download return; false if it was not PENDING. */
export function markSigned(db: Database, contract: OwnContract, storagePath: string, signedAt: string): boolean {
  const result = db
    .prepare(
      `UPDATE contracts SET status = 'SIGNED', date_signature = ?, storage_path = ?, url_file = ?
       WHERE id_history = ? AND status = 'PENDING'`,
    )
    .run(
      signedAt,
      storagePath,
      contractDownloadPath(contract.originalDocumentId, contract.idHistory),
      contract.idHistory,
    );
  return Number(result.changes) === 1;
}

/** PENDING → REJECTED with its reason; false if it was not PENDING. */
export function markRejected(db: Database, idHistory: number, reason: string, at: string): boolean {
  const result = db
    .prepare(
      `UPDATE contracts SET status = 'REJECTED', date_rejected = ?, rejection_reason = ?
       WHERE id_history = ? AND status = 'PENDING'`,
    )
    .run(at, reason, idHistory);
  return Number(result.changes) === 1;
}

/** The company's contact address, told when its contract is signed or rejected. */
export function companyContact(db: Database, idBusiness: number | null): string | null {
  if (idBusiness === null) return null;
  const row = db.prepare('SELECT contact_email FROM businesses WHERE id_business = ?').get(idBusiness);
  return row ? text(row, 'contact_email') : null;
}
