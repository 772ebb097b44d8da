// The selected profile's documents ($documents) and the upload flow: a file of
// at most 20 MB (pdf, png, jpg, jpeg) goes up with the card showing 'Cargando', then 'Cargado con
// éxito'; about 3 s later ($uploads resets) the card shows the new status, PENDING. An upload that
// ends without an answer is checked against the documents list before anything is said: when the
// server stored the file it is a success like any other.
import { atom, map } from 'nanostores';
import { isApiError, type UploadProgress } from '@/lib/http/index.ts';
import { DOCUMENT_UPLOAD, checkFile } from '@/lib/validation/index.ts';
import { obtainAllDocuments, uploadDocument } from './documents-api.ts';
import { NO_FILES, fileKey, type DashboardFile, type ProfileFiles } from './document-types.ts';

export const UPLOAD_SETTLE_MS = 3000;
export const UPLOAD_ERROR_PREFIX = 'Error al subir los archivos: ';
const UPLOAD_FALLBACK = 'no pudimos conectar con el servidor';

export interface DocumentsState {
  readonly status: 'idle' | 'loading' | 'ready' | 'error';
  readonly profileId: number | null;
  readonly files: ProfileFiles;
}

export const $documents = atom<DocumentsState>({ status: 'idle', profileId: null, files: NO_FILES });

export type UploadPhase = 'uploading' | 'uploaded';
/** Upload flags keyed by `{profile}:{group}:{purpose}`. */
export const $uploads = map<Record<string, UploadPhase | undefined>>({});

export const uploadKey = (profileId: number, file: Pick<DashboardFile, 'type_file' | 'purpose_name'>) =>
  `${profileId}:${fileKey(file)}`;

let latestLoad = 0;

export async function loadDocuments(profileId: number): Promise<void> {
  const ticket = ++latestLoad;
  const current = $documents.get();
  const keep = current.profileId === profileId ? current.files : NO_FILES;
  $documents.set({ status: 'loading', profileId, files: keep });
  try {
    const files = await obtainAllDocuments(profileId);
    if (ticket === latestLoad) $documents.set({ status: 'ready', profileId, files });
  } catch {
    if (ticket === latestLoad) $documents.set({ status: 'error', profileId, files: keep });
  }
}

function replaceIn(list: readonly DashboardFile[], updated: DashboardFile): DashboardFile[] {
  return list.map((file) => (fileKey(file) === fileKey(updated) ? updated : file));
}

/** Puts an uploaded file's new state into the list of its profile (if that is still shown). */
export function applyUploadedFile(profileId: number, updated: DashboardFile): void {
  const state = $documents.get();
  if (state.profileId !== profileId) return;
  const files = state.files;
  $documents.set({
    ...state,
    files: {
      filesGeneral: replaceIn(files.filesGeneral, updated),
      filesPersonalizated: replaceIn(files.filesPersonalizated, updated),
      filesGeneralHidden: replaceIn(files.filesGeneralHidden, updated),
    },
  });
}

export type UploadOutcome =
  | { readonly ok: true }
  | { readonly ok: false; readonly message: string }
  /** No answer and the server has not got it (or could not be asked): the person may retry. */
  | { readonly ok: false; readonly message: string; readonly retry: 'connection' | 'unconfirmed' }
  | { readonly ok: false; readonly message: string; readonly retry: 'cancelled' };

export const CONNECTION_MESSAGE =
  'No pudimos conectar con el servidor y el archivo no se subió. Revisa tu conexión; el archivo sigue elegido.';
export const UNCONFIRMED_MESSAGE =
  'Se cortó la conexión y no pudimos confirmar si el archivo llegó. Al reintentar revisaremos primero si ya está guardado.';
export const CANCELLED_MESSAGE = 'Subida cancelada.';

export interface UploadIo {
  readonly signal?: AbortSignal;
  readonly onUploadProgress?: (progress: UploadProgress) => void;
}

/**
 * Whether the server holds an upload of `file` newer than the copy the screen had: the fresh
 * copy from the documents list when it does, null when it does not, 'unknown' when the list
 * could not be read either.
 */
export async function storedUpload(profileId: number, file: DashboardFile): Promise<DashboardFile | null | 'unknown'> {
  let files: ProfileFiles;
  try {
    files = await obtainAllDocuments(profileId);
  } catch {
    return 'unknown';
  }
  const fresh = [...files.filesGeneral, ...files.filesPersonalizated, ...files.filesGeneralHidden].find(
    (candidate) => fileKey(candidate) === fileKey(file),
  );
  if (!fresh?.isUploaded) return null;
  return fresh.date_upload !== file.date_upload || !file.isUploaded ? fresh : null;
}

function settle(profileId: number, key: string, updated: DashboardFile, settleMs: number): void {
  $uploads.setKey(key, 'uploaded');
  setTimeout(() => {
    applyUploadedFile(profileId, { ...updated, file_status: 'PENDING', isUploaded: true });
    $uploads.setKey(key, undefined);
  }, settleMs);
}

/** Checks and uploads `chosen` as `file` of the profile; the outcome carries the message to show. */
export async function uploadProfileDocument(
  profileId: number,
  file: DashboardFile,
  chosen: File,
  settleMs: number = UPLOAD_SETTLE_MS,
  io: UploadIo = {},
): Promise<UploadOutcome> {
  const checked = checkFile(chosen, DOCUMENT_UPLOAD);
  if (!checked.ok) return { ok: false, message: checked.message };
  const key = uploadKey(profileId, file);
  if ($uploads.get()[key] !== undefined) return { ok: true };
  $uploads.setKey(key, 'uploading');
  try {
    const answer = await uploadDocument({
      group: file.type_file,
      purpose: file.purpose_name,
      file: chosen,
      idProfileUser: profileId,
      ...io,
    });
    settle(profileId, key, answer ?? { ...file, isUploaded: true, file_status: 'PENDING' }, settleMs);
    return { ok: true };
  } catch (error) {
    if (isApiError(error) && error.kind === 'aborted') {
      $uploads.setKey(key, undefined);
      return { ok: false, message: CANCELLED_MESSAGE, retry: 'cancelled' };
    }
    if (isApiError(error) && error.uncertain) return confirmUpload(profileId, file, settleMs);
    $uploads.setKey(key, undefined);
    const reason = isApiError(error) ? error.serverMessage(UPLOAD_FALLBACK) : UPLOAD_FALLBACK;
    return { ok: false, message: UPLOAD_ERROR_PREFIX + reason };
  }
}

/**
 * After an upload that got no answer (or before sending it again): asks the documents list
 * whether the file arrived. It did: the usual success. It did not: a connection failure the
 * person may retry. The list cannot be read: nothing is claimed either way.
 */
export async function confirmUpload(
  profileId: number,
  file: DashboardFile,
  settleMs: number = UPLOAD_SETTLE_MS,
): Promise<UploadOutcome> {
  const key = uploadKey(profileId, file);
  $uploads.setKey(key, 'uploading');
  const stored = await storedUpload(profileId, file);
  if (stored !== null && stored !== 'unknown') {
    settle(profileId, key, stored, settleMs);
    return { ok: true };
  }
  $uploads.setKey(key, undefined);
  return stored === 'unknown'
    ? { ok: false, message: UNCONFIRMED_MESSAGE, retry: 'unconfirmed' }
    : { ok: false, message: CONNECTION_MESSAGE, retry: 'connection' };
}
