// /api/users/files — the signed-in worker's documents, general files under
// `default` and personalized (custom) files under `custom`; header auth-user on all of them:
//   GET  /files/{default|custom}/obtain-all-documents-user?id_profile_user=N
//        → { data: { files: { filesGeneral, filesPersonalizated, filesGeneralHidden } } }
//          (custom fills only filesPersonalizated)
//   POST /files/{default|custom}/upload-files-user  multipart: files keyed by purpose name and
//        `data` = JSON { id_profile_user } → { message, data: { files: [...] } }, each file PENDING
//   GET  /files/{default|custom}/get-file-user/:purpose/:id_profile_user → { data: file }
//   GET  /files/{default|custom}/download-file/:id_profile_user/:id_file → the bytes (pdf or image)
// Only the caller's own profiles and files exist for them: anything else is 404. Bad input is
// 400 { message }; a file already accepted (or awaiting a rejection request) is 409.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { Hono } from 'hono';
import type { AppDeps } from '../../deps.ts';
import { documentDownloadPath, type FileGroup } from '../../lib/download-paths.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { queryParams, routeParams } from '../../lib/validate.ts';
import { sendStoredFile } from './documents-response.ts';
import {
  acceptsUpload,
  filePayload,
  findFileById,
  findFileByPurpose,
  ownsProfile,
  profileFiles,
  recordUpload,
} from './documents-store.ts';
import { UPLOAD_MESSAGES, readUpload, type UploadPart } from './documents-upload.ts';
import { DownloadParamsSchema, ProfileQuerySchema, PurposeParamsSchema } from '../../../src/lib/contract/documents.ts';

const profileQuery = queryParams(ProfileQuerySchema);
const purposeParams = routeParams(PurposeParamsSchema);
const downloadParams = routeParams(DownloadParamsSchema);

function storeBytes(deps: AppDeps, idUser: number, idFile: number, part: UploadPart): string {
  const storagePath = `users/${idUser}/documents/${idFile}-${deps.now().getTime()}.${part.typeName}`;
  const target = join(deps.filesDir, storagePath);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, part.bytes);
  return storagePath;
}

function removeBytes(deps: AppDeps, storagePath: string | null): void {
  if (storagePath) rmSync(join(deps.filesDir, storagePath), { force: true });
}

function groupRoutes(deps: AppDeps, group: FileGroup) {
  const auth = requireUser(deps);
  return new Hono<AuthEnv>()
    .get('/obtain-all-documents-user', auth, profileQuery, (c) => {
      const { id_profile_user } = c.req.valid('query');
      if (!ownsProfile(deps.db, c.get('session').account.id_user, id_profile_user)) {
        return c.json({ message: UPLOAD_MESSAGES.profileNotFound }, 404);
      }
      const files = profileFiles(deps.db, id_profile_user);
      const answer =
        group === 'General'
          ? files
          : { filesGeneral: [], filesPersonalizated: files.filesPersonalizated, filesGeneralHidden: [] };
      return c.json({ data: { files: answer } });
    })
    .post('/upload-files-user', auth, async (c) => {
      const idUser = c.get('session').account.id_user;
      const upload = await readUpload(c);
      if (!upload) return c.json({ message: API_MESSAGES.invalidBody }, 400);
      if (!upload.ok) return c.json({ message: upload.messages }, 400);
      if (!ownsProfile(deps.db, idUser, upload.idProfileUser)) {
        return c.json({ message: UPLOAD_MESSAGES.profileNotFound }, 404);
      }
      const targets = upload.parts.map((part) => ({
        part,
        file: findFileByPurpose(deps.db, upload.idProfileUser, group, part.purpose),
      }));
      if (targets.some((target) => !target.file)) return c.json({ message: UPLOAD_MESSAGES.fileNotFound }, 404);
      if (targets.some((target) => target.file && !acceptsUpload(target.file))) {
        return c.json({ message: UPLOAD_MESSAGES.notReplaceable }, 409);
      }
      const uploadedAt = deps.now().toISOString();
      for (const { part, file } of targets) {
        if (!file) continue;
        const storagePath = storeBytes(deps, idUser, file.id_file, part);
        recordUpload(deps.db, {
          idFile: file.id_file,
          typeName: part.typeName,
          storagePath,
          urlFile: documentDownloadPath(group, upload.idProfileUser, file.id_file),
          uploadedAt,
        });
        if (file.storage_path !== storagePath) removeBytes(deps, file.storage_path);
      }
      const files = targets.flatMap(({ file }) => {
        const updated = file && findFileById(deps.db, upload.idProfileUser, group, file.id_file);
        return updated ? [filePayload(updated)] : [];
      });
      return c.json({ message: UPLOAD_MESSAGES.uploaded, data: { files } });
    })
    .get('/get-file-user/:purpose/:id_profile_user', auth, purposeParams, (c) => {
      const { purpose, id_profile_user } = c.req.valid('param');
      const owned = ownsProfile(deps.db, c.get('session').account.id_user, id_profile_user);
      const file = owned ? findFileByPurpose(deps.db, id_profile_user, group, purpose) : undefined;
      if (!file) return c.json({ message: UPLOAD_MESSAGES.fileNotFound }, 404);
      return c.json({ data: filePayload(file) });
    })
    .get('/download-file/:id_profile_user/:id_file', auth, downloadParams, (c) => {
      const { id_profile_user, id_file } = c.req.valid('param');
      const owned = ownsProfile(deps.db, c.get('session').account.id_user, id_profile_user);
      const file = owned ? findFileById(deps.db, id_profile_user, group, id_file) : undefined;
      if (!file?.is_uploaded || !file.storage_path) return c.json({ message: UPLOAD_MESSAGES.fileNotFound }, 404);
      return sendStoredFile(c, deps.filesDir, file.storage_path, `${file.purpose_name}.${file.type_name ?? 'pdf'}`);
    });
}

export function userDocumentRoutes(deps: AppDeps) {
  return new Hono()
    .route('/files/default', groupRoutes(deps, 'General'))
    .route('/files/custom', groupRoutes(deps, 'Personalizated'));
}
