// Signed documents: one row per document (its subject is UNIQUE, so nothing is signed twice), with
// what the signature page states and the SHA-256 of the signed file. The public verification reads
// it by code and shows every RUT masked but its last four characters.
import type { Verification } from '../../../src/lib/contract/signing.ts';
import { givenNameAndInitial, maskRutTail } from '../../../src/lib/format/mask.ts';
import type { Database } from '../../db/database.ts';
import { text, type Row } from '../../db/rows.ts';
import { methodSummary } from './documents.ts';

export interface Party {
  readonly role: string;
  readonly name: string;
  readonly rut: string;
}

export interface NewSignature {
  readonly subject: string;
  readonly kind: 'contract' | 'power';
  readonly verificationCode: string;
  readonly documentName: string;
  readonly parties: readonly Party[];
  readonly signer: Party;
  readonly method: string;
  readonly clientIp: string;
  readonly userAgent: string;
  readonly sourceSha256: string;
  readonly signedSha256: string;
  readonly storagePath: string;
  readonly signedAt: string;
}

export function insertSignature(db: Database, signature: NewSignature): void {
  db.prepare(
    `INSERT INTO signatures (subject, kind, verification_code, document_name, parties, signer_role,
       signer_name, signer_rut, method, client_ip, user_agent, source_sha256, signed_sha256,
       storage_path, signed_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  ).run(
    signature.subject,
    signature.kind,
    signature.verificationCode,
    signature.documentName,
    JSON.stringify(signature.parties),
    signature.signer.role,
    signature.signer.name,
    signature.signer.rut,
    signature.method,
    signature.clientIp,
    signature.userAgent,
    signature.sourceSha256,
    signature.signedSha256,
    signature.storagePath,
    signature.signedAt,
  );
}

export interface StoredSignature {
  readonly verificationCode: string;
  readonly signedAt: string;
  readonly signedSha256: string;
  readonly storagePath: string;
}

function stored(row: Row): StoredSignature {
  return {
    verificationCode: text(row, 'verification_code'),
    signedAt: text(row, 'signed_at'),
    signedSha256: text(row, 'signed_sha256'),
    storagePath: text(row, 'storage_path'),
  };
}

export function signatureOf(db: Database, subject: string): StoredSignature | null {
  const row = db.prepare('SELECT * FROM signatures WHERE subject = ?').get(subject);
  return row ? stored(row) : null;
}

function parseParties(raw: string): Party[] {
  const value: unknown = JSON.parse(raw);
  if (!Array.isArray(value)) return [];
  return value.filter(
    (entry): entry is Party =>
      typeof entry === 'object' && entry !== null && ['role', 'name', 'rut'].every((key) => key in entry),
  );
}

/** The employer signs as a company, whose name the document prints; a person shows as 'Camila R.'. */
export const EMPLOYER_ROLE = 'Empleador';

const masked = (party: Party) => ({
  role: party.role,
  name: party.role === EMPLOYER_ROLE ? party.name : givenNameAndInitial(party.name),
  rut: maskRutTail(party.rut),
});

/** What anyone holding the code may know about the signed document; null for an unknown code. */
export function publicVerification(db: Database, code: string): Verification | null {
  const row = db.prepare('SELECT * FROM signatures WHERE verification_code = ?').get(code);
  if (!row) return null;
  const kind = text(row, 'kind') === 'power' ? 'power' : 'contract';
  const method = text(row, 'method');
  return {
    verification_code: text(row, 'verification_code'),
    kind,
    document_name: text(row, 'document_name'),
    parties: parseParties(text(row, 'parties')).map(masked),
    signer: masked({ role: text(row, 'signer_role'), name: text(row, 'signer_name'), rut: text(row, 'signer_rut') }),
    signed_at: text(row, 'signed_at'),
    method,
    method_text: methodSummary(method),
    sha256: text(row, 'signed_sha256'),
    source_sha256: text(row, 'source_sha256'),
  };
}
