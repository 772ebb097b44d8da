// A seeded upload with its history: the file written to disk (a PNG for photos, a PDF otherwise),
// the document row pointing at it, the worker's upload in the history and, for a decided document,
// the company's decision a while later (approved with its dates, rejected with its reason, or a
// rejection request awaiting the final decision).
import { documentDownloadPath, type FileGroup } from '../lib/download-paths.ts';
import type { Database } from '../db/database.ts';
import { recordEvent } from '../db/documents/events.ts';
import type { FileStatus } from './documents-data.ts';
import { samplePdf, samplePng, type SeedFiles, writeSeedFile } from './files.ts';

export interface SeedActor {
  readonly id_user: number;
  readonly name: string;
  readonly email: string;
}

export interface SeedUpload {
  readonly idFile: number;
  readonly idProfileUser: number;
  readonly group: FileGroup;
  /** Shown in the PDF: the document's name and its holder. */
  readonly label: string;
  readonly kind: 'pdf' | 'png';
  readonly imageSeed: number;
  readonly status: FileStatus;
  readonly uploadedAt: string;
  readonly issueDate: string | null;
  readonly expirationDate: string | null;
  readonly rejection: { readonly code: string; readonly text: string } | null;
  readonly worker: SeedActor;
  readonly company: SeedActor;
  /** The moment of the seed: a decision falls between the upload and it. */
  readonly now: Date;
}

const DAY_MS = 24 * 60 * 60 * 1000;

function decidedAt(uploadedAt: string, now: Date): string {
  const uploaded = Date.parse(uploadedAt);
  return new Date(Math.min(uploaded + DAY_MS, uploaded + (now.getTime() - uploaded) / 2)).toISOString();
}

export function seedUpload(db: Database, files: SeedFiles, upload: SeedUpload): void {
  const storagePath = `users/${upload.worker.id_user}/documents/${upload.idFile}.${upload.kind}`;
  const bytes =
    upload.kind === 'pdf'
      ? samplePdf(upload.label, upload.worker.name, 2 + (upload.imageSeed % 2))
      : samplePng(upload.imageSeed, 160);
  writeSeedFile(files, storagePath, bytes);
  const accepted = upload.status === 'ACCEPTED';
  db.prepare(
    `UPDATE user_files SET is_uploaded = 1, file_status = ?, type_name = ?, date_upload = ?, issue_date = ?,
       expiration_date = ?, rejection_reason = ?, rejection_code = ?, storage_path = ?, url_file = ?,
       version = version + 1
     WHERE id_file = ?`,
  ).run(
    upload.status,
    upload.kind,
    upload.uploadedAt,
    accepted ? upload.issueDate : null,
    accepted ? upload.expirationDate : null,
    upload.rejection?.text ?? null,
    upload.rejection?.code ?? null,
    storagePath,
    documentDownloadPath(upload.group, upload.idProfileUser, upload.idFile),
    upload.idFile,
  );
  recordEvent(db, {
    idFile: upload.idFile,
    kind: 'uploaded',
    previousStatus: null,
    newStatus: 'PENDING',
    actor: { ...upload.worker, role: 'worker' },
    typeName: upload.kind,
    at: upload.uploadedAt,
  });
  if (upload.status === 'PENDING') return;
  const kind = accepted ? 'approved' : upload.status === 'REJECTED' ? 'rejected' : 'rejection_requested';
  recordEvent(db, {
    idFile: upload.idFile,
    kind,
    previousStatus: 'PENDING',
    newStatus: upload.status,
    actor: { ...upload.company, role: 'company' },
    reasonCode: upload.rejection?.code ?? null,
    reason: upload.rejection?.text ?? null,
    issueDate: accepted ? upload.issueDate : null,
    expirationDate: accepted ? upload.expirationDate : null,
    at: decidedAt(upload.uploadedAt, upload.now),
  });
}
