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
// 400 { message }; a file already accepted and valid (or awaiting a rejection request) is 409; an
// accepted one that expires within 30 days or has expired may be renewed. Each file also carries
// `expiry_state` and `renewable` (user-documents-store.ts), and every upload enters its history.
import { Hono } from 'hono';
import { calendarDayInChile } from '../../../src/lib/format/date.ts';
import { transaction } from '../../db/database.ts';
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

async function storeBytes(deps: AppDeps, idUser: number, idFile: number, part: UploadPart): Promise<string> {
  const storagePath = `users/${idUser}/documents/${idFile}-${deps.now().getTime()}.${part.typeName}`;
  await deps.blobs.put(storagePath, part.bytes);
  return storagePath;
}

async function removeBytes(deps: AppDeps, storagePath: string | null): Promise<void> {
  if (storagePath) await deps.blobs.delete(storagePath);
}

/** The worker as their uploads are signed in a document's history. */
function workerOf(deps: AppDeps, account: { id_user: number; email: string }) {
  const row = deps.db.prepare('SELECT firstname, lastname FROM users WHERE id_user = ?').get(account.id_user);
  const name = [row?.['firstname'], row?.['lastname']].filter((part) => typeof part === 'string' && part).join(' ');
  return { id_user: account.id_user, email: account.email, name: name || account.email };
}

function groupRoutes(deps: AppDeps, group: FileGroup) {
  const auth = requireUser(deps);
  return new Hono<AuthEnv>()
    .get('/obtain-all-documents-user', auth, profileQuery, (c) => {
      const { id_profile_user } = c.req.valid('query');
      if (!ownsProfile(deps.db, c.get('session').account.id_user, id_profile_user)) {
        return c.json({ message: UPLOAD_MESSAGES.profileNotFound }, 404);
      }
      const files = profileFiles(deps.db, id_profile_user, calendarDayInChile(deps.now()));
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
      const today = calendarDayInChile(deps.now());
      if (targets.some((target) => target.file && !acceptsUpload(target.file, today))) {
        return c.json({ message: UPLOAD_MESSAGES.notReplaceable }, 409);
      }
      const uploadedAt = deps.now().toISOString();
      const worker = workerOf(deps, c.get('session').account);
      for (const { part, file } of targets) {
        if (!file) continue;
        const storagePath = await storeBytes(deps, idUser, file.id_file, part);
        transaction(deps.db, () =>
          recordUpload(deps.db, {
            idFile: file.id_file,
            typeName: part.typeName,
            storagePath,
            urlFile: documentDownloadPath(group, upload.idProfileUser, file.id_file),
            uploadedAt,
            previous: file,
            worker,
          }),
        );
        if (file.storage_path !== storagePath) await removeBytes(deps, file.storage_path);
      }
      const files = targets.flatMap(({ file }) => {
        const updated = file && findFileById(deps.db, upload.idProfileUser, group, file.id_file);
        return updated ? [filePayload(updated, today)] : [];
      });
      return c.json({ message: UPLOAD_MESSAGES.uploaded, data: { files } });
    })
    .get('/get-file-user/:purpose/:id_profile_user', auth, purposeParams, (c) => {
      const { purpose, id_profile_user } = c.req.valid('param');
      const owned = ownsProfile(deps.db, c.get('session').account.id_user, id_profile_user);
      const file = owned ? findFileByPurpose(deps.db, id_profile_user, group, purpose) : undefined;
      if (!file) return c.json({ message: UPLOAD_MESSAGES.fileNotFound }, 404);
      return c.json({ data: filePayload(file, calendarDayInChile(deps.now())) });
    })
    .get('/download-file/:id_profile_user/:id_file', auth, downloadParams, (c) => {
      const { id_profile_user, id_file } = c.req.valid('param');
      const owned = ownsProfile(deps.db, c.get('session').account.id_user, id_profile_user);
      const file = owned ? findFileById(deps.db, id_profile_user, group, id_file) : undefined;
      if (!file?.is_uploaded || !file.storage_path) return c.json({ message: UPLOAD_MESSAGES.fileNotFound }, 404);
      return sendStoredFile(c, deps, file.storage_path, `${file.purpose_name}.${file.type_name ?? 'pdf'}`);
    });
}

export function userDocumentRoutes(deps: AppDeps) {
  return new Hono()
    .route('/files/default', groupRoutes(deps, 'General'))
    .route('/files/custom', groupRoutes(deps, 'Personalizated'));
}
