// The files of a dynamic registration whose field names a document type (a licence photo): each
// becomes that document of the new worker, awaiting review, as a copy with its own lifetime (the
// registration keeps its file), and enters the document's history as the worker's upload. The
// rows are written inside the registration's synchronous transaction, which cannot wait for the
// file store, so the copies to make are answered and the caller puts them in the store once the
// transaction has committed (routes/register/submit-storage.ts).
import { findWorkerDocumentType } from '../../../src/lib/reference/index.ts';
import { DOCUMENT_UPLOAD } from '../../../src/lib/validation/file-rules.ts';
import { documentDownloadPath } from '../../lib/download-paths.ts';
import type { Database } from '../database.ts';
import { insertedId, int, text } from '../rows.ts';
import { recordEvent } from './events.ts';

const TYPE_OF_MIME: Readonly<Record<string, string>> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/** A document's file to write: the registration's bytes under the document's own key. */
export interface DocumentCopy {
  readonly key: string;
  readonly bytes: Uint8Array;
}

/**
 * Makes each file of the submission whose field names a document type that document of the
 * worker (on their first profile holding it, or created on their first profile), awaiting review.
 * Call inside the registration's transaction, last, with the submission's bytes by stored path;
 * answers the copies to put in the file store once it commits.
 */
export function documentsFromRegistration(
  db: Database,
  bytesOf: (storagePath: string) => Uint8Array | undefined,
  idSubmission: number,
  worker: { readonly id_user: number; readonly name: string; readonly email: string },
  now: Date,
): DocumentCopy[] {
  const files = db
    .prepare(
      `SELECT rf.storage_path, rf.mime_type, c.field_key FROM registration_files rf
       JOIN form_components c ON c.id_component = CAST(rf.input_id AS INTEGER)
       WHERE rf.id_submission = ? AND c.field_key IS NOT NULL ORDER BY rf.id_registration_file`,
    )
    .all(idSubmission);
  const profile = db
    .prepare('SELECT id_profile_user FROM user_profiles WHERE id_user = ? ORDER BY id_profile_user LIMIT 1')
    .get(worker.id_user);
  const copies: DocumentCopy[] = [];
  for (const file of files) {
    const purpose = text(file, 'field_key');
    const known = findWorkerDocumentType(purpose);
    const typeName = TYPE_OF_MIME[text(file, 'mime_type')];
    const bytes = bytesOf(text(file, 'storage_path'));
    if (!known || !typeName || !profile || !bytes || bytes.byteLength > (DOCUMENT_UPLOAD.maxBytes ?? Infinity))
      continue;
    const existing = db
      .prepare(
        `SELECT f.id_file, f.id_profile_user, f.is_uploaded FROM user_files f
           JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
           WHERE p.id_user = ? AND f.type_file = 'General' AND f.purpose_name = ? ORDER BY f.is_uploaded, f.id_file LIMIT 1`,
      )
      .get(worker.id_user, purpose);
    if (existing && int(existing, 'is_uploaded') === 1) continue;
    const idProfileUser = existing ? int(existing, 'id_profile_user') : int(profile, 'id_profile_user');
    const idFile = existing
      ? int(existing, 'id_file')
      : insertedId(
          db
            .prepare(
              `INSERT INTO user_files (id_profile_user, type_file, purpose_name, visibility, is_uploaded, expires)
                 VALUES (?, 'General', ?, 'VISIBLE', 0, ?)`,
            )
            .run(idProfileUser, purpose, known.expires ? 1 : 0),
        );
    const storagePath = `users/${worker.id_user}/documents/${idFile}-${now.getTime()}.${typeName}`;
    copies.push({ key: storagePath, bytes });
    db.prepare(
      `UPDATE user_files SET is_uploaded = 1, file_status = 'PENDING', type_name = ?, date_upload = ?, storage_path = ?,
           url_file = ?, version = version + 1 WHERE id_file = ?`,
    ).run(typeName, now.toISOString(), storagePath, documentDownloadPath('General', idProfileUser, idFile), idFile);
    recordEvent(db, {
      idFile,
      kind: 'uploaded',
      previousStatus: null,
      newStatus: 'PENDING',
      actor: { id_user: worker.id_user, role: 'worker', name: worker.name, email: worker.email },
      typeName,
      at: now.toISOString(),
    });
  }
  return copies;
}
