// What the worker's document calls send (users API, auth-user), under /api/users/files/{default|custom}:
//   GET  /obtain-all-documents-user?id_profile_user=N
//   POST /upload-files-user  multipart: one file per purpose name, `data` = { id_profile_user }
//   GET  /get-file-user/{purpose}/{id_profile_user}
//   GET  /download-file/{id_profile_user}/{id_file}
// The files themselves follow DOCUMENT_UPLOAD (validation/file-rules.ts).
import * as v from 'valibot';
import { INVALID_PARAM_MESSAGE } from './messages.ts';
import { numericParam } from './params.ts';

const id = numericParam();

export const ProfileQuerySchema = v.object({ id_profile_user: id });
export const PurposeParamsSchema = v.object({
  purpose: v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/, INVALID_PARAM_MESSAGE)),
  id_profile_user: id,
});
export const DownloadParamsSchema = v.object({ id_profile_user: id, id_file: id });

export const UPLOAD_DATA_MESSAGE = 'Los datos del perfil no son válidos.';

/** The `data` part of an upload: the profile the files belong to. */
export const UploadDataSchema = v.object({
  id_profile_user: v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(/^\d{1,9}$/), v.transform(Number))], UPLOAD_DATA_MESSAGE),
    v.integer(UPLOAD_DATA_MESSAGE),
    v.minValue(1, UPLOAD_DATA_MESSAGE),
  ),
});

export type UploadData = v.InferInput<typeof UploadDataSchema>;
