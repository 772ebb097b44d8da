// A worker's document as the company's side reads it: the stored row with its owner (worker and
// profile), turned into the shared wire shapes (src/lib/contract/review.ts). The status label and
// the standing are read against today, so an approved document past its expiry reads 'Vencido'.
import type { CompanyDocument, QueueItem } from '../../../src/lib/contract/review.ts';
import { AWAITING_REVIEW_STATUSES, STANDING_LABELS, documentStanding } from '../../../src/lib/documents/standing.ts';
import { BUSINESS_PROFILES, documentTypeName } from '../../../src/lib/reference/index.ts';
import type { Database } from '../database.ts';
import { bool, int, intOrNull, text, textOrNull, type Row } from '../rows.ts';

/** Every column of the document, with its owner's. */
export const DOCUMENT_SELECT = `
  SELECT f.*, p.id_user, p.id_profile, u.firstname, u.lastname, u.rut, u.email, u.phone
  FROM user_files f
  JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
  JOIN users u ON u.id_user = p.id_user`;

/** The condition of a document in 'Por revisar' (the terms of the queue's partial index). */
export const AWAITING_REVIEW = `f.is_uploaded = 1 AND f.file_status IN (${AWAITING_REVIEW_STATUSES.map(
  (status) => `'${status}'`,
).join(', ')}) AND f.visibility = 'VISIBLE'`;

export function companyFilePath(idFile: number): string {
  return `/business/review/documents/${idFile}/file`;
}

export function profileName(idProfile: number): string {
  return BUSINESS_PROFILES.find((profile) => profile.id_profile === idProfile)?.profile_name ?? '';
}

export function workerName(row: Row): string {
  return [textOrNull(row, 'firstname'), textOrNull(row, 'lastname')].filter(Boolean).join(' ') || text(row, 'email');
}

const IN_REVIEW_LABELS: Readonly<Record<string, string>> = {
  PENDING: 'En revisión',
  SOLICIT_REJECTED: 'Solicitud de rechazo',
};

export function companyDocument(row: Row, today: string): CompanyDocument {
  const isUploaded = bool(row, 'is_uploaded');
  const fileStatus = textOrNull(row, 'file_status');
  const facts = { isUploaded, file_status: fileStatus, expiration_date: textOrNull(row, 'expiration_date') };
  const standing = documentStanding(facts, today);
  const idFile = int(row, 'id_file');
  return {
    id_file: idFile,
    version: int(row, 'version'),
    id_profile_user: int(row, 'id_profile_user'),
    type_file: text(row, 'type_file') === 'Personalizated' ? 'Personalizated' : 'General',
    purpose_name: text(row, 'purpose_name'),
    document_name: documentTypeName(text(row, 'purpose_name'), textOrNull(row, 'title')),
    file_status: fileStatus,
    status_label: (standing === 'in_review' && fileStatus && IN_REVIEW_LABELS[fileStatus]) || STANDING_LABELS[standing],
    standing,
    is_uploaded: isUploaded,
    awaiting_review:
      isUploaded &&
      text(row, 'visibility') === 'VISIBLE' &&
      (AWAITING_REVIEW_STATUSES as readonly (string | null)[]).includes(fileStatus),
    expires: bool(row, 'expires'),
    type_name: textOrNull(row, 'type_name'),
    date_upload: textOrNull(row, 'date_upload'),
    issue_date: textOrNull(row, 'issue_date'),
    expiration_date: textOrNull(row, 'expiration_date'),
    rejection_reason: textOrNull(row, 'rejection_reason'),
    rejection_code: textOrNull(row, 'rejection_code'),
    file_url: isUploaded && textOrNull(row, 'storage_path') ? companyFilePath(idFile) : null,
  };
}

export function queueItem(row: Row, today: string): QueueItem {
  return {
    ...companyDocument(row, today),
    id_user: int(row, 'id_user'),
    worker_name: workerName(row),
    rut: textOrNull(row, 'rut'),
    email: text(row, 'email'),
    id_profile: int(row, 'id_profile'),
    profile_name: profileName(int(row, 'id_profile')),
  };
}

/** One document with its owner, or undefined. */
export function findDocument(db: Database, idFile: number): Row | undefined {
  return db.prepare(`${DOCUMENT_SELECT} WHERE f.id_file = ?`).get(idFile);
}

/** The company the document's worker registered with (the one that may decide on it). */
export function documentBusiness(row: Row): number | null {
  return intOrNull(row, 'id_business');
}
