// Reads and writes behind the worker document routes: the caller's profiles, the files of one
// profile in the three groups the dashboard reads, single files by purpose or id, and the row
// update after an upload. Every query is scoped to the signed-in worker's own profiles.
import type { Database } from '../../db/database.ts';
import { bool, int, text, textOrNull, type Row } from '../../db/rows.ts';
import type { FileGroup } from '../../lib/download-paths.ts';

export interface StoredFile {
  readonly id_file: number;
  readonly id_profile_user: number;
  readonly type_file: FileGroup;
  readonly purpose_name: string;
  readonly is_uploaded: boolean;
  readonly file_status: string | null;
  readonly storage_path: string | null;
  readonly type_name: string | null;
  readonly row: Row;
}

function stored(row: Row): StoredFile {
  return {
    id_file: int(row, 'id_file'),
    id_profile_user: int(row, 'id_profile_user'),
    type_file: text(row, 'type_file') === 'Personalizated' ? 'Personalizated' : 'General',
    purpose_name: text(row, 'purpose_name'),
    is_uploaded: bool(row, 'is_uploaded'),
    file_status: textOrNull(row, 'file_status'),
    storage_path: textOrNull(row, 'storage_path'),
    type_name: textOrNull(row, 'type_name'),
    row,
  };
}

/** True when `idProfileUser` is one of the worker's own profiles. */
export function ownsProfile(db: Database, idUser: number, idProfileUser: number): boolean {
  return (
    db.prepare('SELECT 1 FROM user_profiles WHERE id_profile_user = ? AND id_user = ?').get(idProfileUser, idUser) !==
    undefined
  );
}

/** The id of the worker who owns the profile (for storage paths). */
export function profileOwner(db: Database, idProfileUser: number): number | null {
  const row = db.prepare('SELECT id_user FROM user_profiles WHERE id_profile_user = ?').get(idProfileUser);
  return row ? int(row, 'id_user') : null;
}

/**
 * The file as the client receives it. A general requirement never uploaded is not
 * a file yet, so it has no id (the viewer lists only files with one); custom requests are created
 * by the company and keep theirs.
 */
export function filePayload(file: StoredFile) {
  const row = file.row;
  const custom = file.type_file === 'Personalizated';
  return {
    id_file: custom || file.is_uploaded ? file.id_file : null,
    purpose_name: file.purpose_name,
    name: file.purpose_name,
    ...(custom ? { title: textOrNull(row, 'title') } : {}),
    type_file: file.type_file,
    type_name: file.type_name,
    url_file: textOrNull(row, 'url_file'),
    file_status: file.file_status,
    visibility: text(row, 'visibility'),
    isUploaded: file.is_uploaded,
    rejection_reason: textOrNull(row, 'rejection_reason'),
    date_upload: textOrNull(row, 'date_upload'),
    issue_date: textOrNull(row, 'issue_date'),
    expiration_date: textOrNull(row, 'expiration_date'),
  };
}

export type FilePayload = ReturnType<typeof filePayload>;

export interface ProfileFiles {
  readonly filesGeneral: FilePayload[];
  readonly filesPersonalizated: FilePayload[];
  readonly filesGeneralHidden: FilePayload[];
}

/** The profile's files: visible general ones, custom ones, and general ones the company hid. */
export function profileFiles(db: Database, idProfileUser: number): ProfileFiles {
  const files = db
    .prepare('SELECT * FROM user_files WHERE id_profile_user = ? ORDER BY id_file')
    .all(idProfileUser)
    .map(stored);
  const general = files.filter((file) => file.type_file === 'General');
  const visible = (file: StoredFile) => text(file.row, 'visibility') === 'VISIBLE';
  return {
    filesGeneral: general.filter(visible).map(filePayload),
    filesPersonalizated: files.filter((file) => file.type_file === 'Personalizated').map(filePayload),
    filesGeneralHidden: general.filter((file) => !visible(file)).map(filePayload),
  };
}

export function findFileByPurpose(
  db: Database,
  idProfileUser: number,
  group: FileGroup,
  purpose: string,
): StoredFile | undefined {
  const row = db
    .prepare('SELECT * FROM user_files WHERE id_profile_user = ? AND type_file = ? AND purpose_name = ?')
    .get(idProfileUser, group, purpose);
  return row ? stored(row) : undefined;
}

export function findFileById(
  db: Database,
  idProfileUser: number,
  group: FileGroup,
  idFile: number,
): StoredFile | undefined {
  const row = db
    .prepare('SELECT * FROM user_files WHERE id_file = ? AND id_profile_user = ? AND type_file = ?')
    .get(idFile, idProfileUser, group);
  return row ? stored(row) : undefined;
}

/** Replacing is allowed only while a file is missing, rejected or still in review. */
export function acceptsUpload(file: StoredFile): boolean {
  return !file.is_uploaded || file.file_status === 'REJECTED' || file.file_status === 'PENDING';
}

export interface UploadedFileRecord {
  readonly idFile: number;
  readonly typeName: string;
  readonly storagePath: string;
  readonly urlFile: string;
  readonly uploadedAt: string;
}

/** Marks the file uploaded and in review (PENDING), pointing at its new bytes. */
export function recordUpload(db: Database, record: UploadedFileRecord): void {
  db.prepare(
    `UPDATE user_files SET is_uploaded = 1, file_status = 'PENDING', type_name = ?, rejection_reason = NULL,
       date_upload = ?, storage_path = ?, url_file = ? WHERE id_file = ?`,
  ).run(record.typeName, record.uploadedAt, record.storagePath, record.urlFile, record.idFile);
}
