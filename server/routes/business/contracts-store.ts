// Reads and writes behind the company's contract routes. Every query is scoped to the company's
// own tenant: a worker or contract of another company reads as missing.
import type { BusinessContract, ContractStatus } from '../../../src/lib/contract/signing.ts';
import type { Database } from '../../db/database.ts';
import { int, text, textOrNull, type Row } from '../../db/rows.ts';
import { contractDownloadPath } from '../../lib/download-paths.ts';
import { openAccount } from '../../db/open-accounts.ts';

export interface Worker {
  readonly id_user: number;
  readonly name: string;
  readonly firstname: string;
  readonly email: string;
  readonly phone: string | null;
  readonly rut: string | null;
}

export interface Company {
  readonly id_business: number;
  readonly name: string;
  readonly name_business: string;
  readonly rgs: string;
  readonly rut: string | null;
  readonly email: string;
}

export function fullName(row: Row): string {
  return [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ');
}

/** The company's worker a contract goes to; null for none, and for a closed or anonymised account. */
export function workerOf(db: Database, idBusiness: number, idUser: number): Worker | null {
  const row = db
    .prepare(`SELECT * FROM users u WHERE id_user = ? AND id_business = ? AND role = 'User' AND ${openAccount('u')}`)
    .get(idUser, idBusiness);
  if (!row) return null;
  return {
    id_user: int(row, 'id_user'),
    name: fullName(row) || text(row, 'email'),
    firstname: textOrNull(row, 'firstname') ?? '',
    email: text(row, 'email'),
    phone: textOrNull(row, 'phone'),
    rut: textOrNull(row, 'rut'),
  };
}

export function companyOf(db: Database, idBusiness: number): Company {
  const row = db.prepare('SELECT * FROM businesses WHERE id_business = ?').get(idBusiness);
  if (!row) throw new Error(`No business ${idBusiness}`);
  return {
    id_business: idBusiness,
    name: text(row, 'display_name'),
    name_business: text(row, 'name_business'),
    rgs: text(row, 'rgs'),
    rut: textOrNull(row, 'rut_business'),
    email: text(row, 'contact_email'),
  };
}

export interface NewContract {
  readonly idBusiness: number;
  readonly idUser: number;
  readonly empresa: string;
  readonly document: string;
  readonly documentName: string;
  readonly origin: 'upload' | 'template';
  readonly sourcePath: string;
  readonly sourceSha256: string;
  readonly pages: number;
  readonly dateSend: string;
}

/** Stores a PENDING contract; its original_document_id continues the tenant-wide numbering. */
export function insertContract(db: Database, contract: NewContract): number {
  const next = db.prepare('SELECT COALESCE(MAX(original_document_id), 500) + 1 AS next FROM contracts').get();
  const row = db
    .prepare(
      `INSERT INTO contracts (original_document_id, id_user, id_profile_user, empresa, document, document_name,
         status, date_send, id_business, origin, source_path, source_sha256, pages)
       VALUES (?, ?, (SELECT MIN(id_profile_user) FROM user_profiles WHERE id_user = ?), ?, ?, ?, 'PENDING', ?,
         ?, ?, ?, ?, ?)
       RETURNING id_history`,
    )
    .get(
      next ? int(next, 'next') : 501,
      contract.idUser,
      contract.idUser,
      contract.empresa,
      contract.document,
      contract.documentName,
      contract.dateSend,
      contract.idBusiness,
      contract.origin,
      contract.sourcePath,
      contract.sourceSha256,
      contract.pages,
    );
  if (!row) throw new Error('contract not stored');
  const idHistory = int(row, 'id_history');
  // The address where it will be downloaded once signed (the worker's list always names one).
  const original = next ? int(next, 'next') : 501;
  db.prepare('UPDATE contracts SET url_file = ? WHERE id_history = ?').run(
    contractDownloadPath(original, idHistory),
    idHistory,
  );
  return idHistory;
}

const SELECT = `SELECT c.*, u.firstname, u.lastname, u.email, s.verification_code
  FROM contracts c JOIN users u ON u.id_user = c.id_user
  LEFT JOIN signatures s ON s.subject = 'contract:' || c.id_history`;

function toBusinessContract(row: Row): BusinessContract {
  const idHistory = int(row, 'id_history');
  return {
    id_history: idHistory,
    original_document_id: int(row, 'original_document_id'),
    id_user: int(row, 'id_user'),
    worker_name: fullName(row) || text(row, 'email'),
    worker_email: text(row, 'email'),
    document: text(row, 'document'),
    document_name: text(row, 'document_name'),
    origin: textOrNull(row, 'origin') === 'template' ? 'template' : 'upload',
    status: text(row, 'status') as ContractStatus,
    date_send: text(row, 'date_send'),
    date_signature: textOrNull(row, 'date_signature'),
    date_rejected: textOrNull(row, 'date_rejected'),
    rejection_reason: textOrNull(row, 'rejection_reason'),
    verification_code: textOrNull(row, 'verification_code'),
    url_file: `/business/contracts/download-file/${idHistory}`,
  };
}

/** The company's contracts, newest first; only one worker's when `idUser` is given. */
export function businessContracts(db: Database, idBusiness: number, idUser?: number): BusinessContract[] {
  const rows =
    idUser === undefined
      ? db.prepare(`${SELECT} WHERE c.id_business = ? ORDER BY c.date_send DESC, c.id_history DESC`).all(idBusiness)
      : db
          .prepare(`${SELECT} WHERE c.id_business = ? AND c.id_user = ? ORDER BY c.date_send DESC, c.id_history DESC`)
          .all(idBusiness, idUser);
  return rows.map(toBusinessContract);
}

export function businessContract(db: Database, idBusiness: number, idHistory: number): BusinessContract | null {
  const row = db.prepare(`${SELECT} WHERE c.id_business = ? AND c.id_history = ?`).get(idBusiness, idHistory);
  return row ? toBusinessContract(row) : null;
}

/** The stored PDF the company reads (the signed file once signed, the one sent before), and whose. */
export function businessContractFile(
  db: Database,
  idBusiness: number,
  idHistory: number,
): { readonly path: string; readonly idWorker: number } | null {
  const row = db
    .prepare(
      'SELECT status, storage_path, source_path, id_user FROM contracts WHERE id_business = ? AND id_history = ?',
    )
    .get(idBusiness, idHistory);
  if (!row) return null;
  const path = text(row, 'status') === 'SIGNED' ? textOrNull(row, 'storage_path') : textOrNull(row, 'source_path');
  return path ? { path, idWorker: int(row, 'id_user') } : null;
}
