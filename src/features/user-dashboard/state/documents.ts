// The selected profile's documents ($documents) and the upload flow: a file of
// at most 20 MB (pdf, png, jpg, jpeg) goes up with the card showing 'Cargando', then 'Cargado con
// éxito'; about 3 s later ($uploads resets) the card shows the new status, PENDING.
import { atom, map } from 'nanostores';
import { isApiError } from '../../../lib/http/index.ts';
import { DOCUMENT_UPLOAD, checkFile } from '../../../lib/validation/index.ts';
import { obtainAllDocuments, uploadDocument } from '../documents/documents-api.ts';
import { NO_FILES, fileKey, type DashboardFile, type ProfileFiles } from '../documents/document-types.ts';

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

export type UploadOutcome = { readonly ok: true } | { readonly ok: false; readonly message: string };

/** Checks and uploads `chosen` as `file` of the profile; the outcome carries the message to show. */
export async function uploadProfileDocument(
  profileId: number,
  file: DashboardFile,
  chosen: File,
  settleMs: number = UPLOAD_SETTLE_MS,
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
    });
    $uploads.setKey(key, 'uploaded');
    const updated: DashboardFile = answer ?? { ...file, isUploaded: true, file_status: 'PENDING' };
    setTimeout(() => {
      applyUploadedFile(profileId, { ...updated, file_status: 'PENDING', isUploaded: true });
      $uploads.setKey(key, undefined);
    }, settleMs);
    return { ok: true };
  } catch (error) {
    $uploads.setKey(key, undefined);
    const reason = isApiError(error) ? error.serverMessage(UPLOAD_FALLBACK) : UPLOAD_FALLBACK;
    return { ok: false, message: UPLOAD_ERROR_PREFIX + reason };
  }
}
