// /api/users — the signed-in worker's profile; header auth-user on all of them:
//   GET  /get-extra-data-user → { data: { firstname, lastname, address, about_me } }
//   POST /update-data-user  { firstname, lastname, address, about_me } → { message, data }
//   POST /update-profile-image  multipart, file field newProfileImage (.jpg/.jpeg/.png, ≤ 3 MB,
//        judged by content) → { message, data: { img_profile } }
//   /experience-work/* → see profile-experience.ts
// Bad input answers 400 with the shared rules' Spanish messages.
import { verifiedFileType } from '../../lib/file-content.ts';
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { PROFILE_IMAGE, checkFile } from '../../../src/lib/validation/index.ts';
import type { AppDeps } from '../../deps.ts';
import { isStaleWrite, staleWrite } from '../../lib/concurrency.ts';
import { requireUser, type AuthEnv } from '../../lib/require-auth.ts';
import { jsonBody } from '../../lib/validate.ts';
import { filePart, readParts } from '../register/multipart.ts';
import { experienceRoutes } from './profile-experience.ts';
import { extraDataOf, replaceProfileImage, updateExtraData } from './profile-store.ts';
import { PersonalDataBodySchema } from '../../../src/lib/contract/profile.ts';

export const PROFILE_MESSAGES = {
  dataSaved: 'Datos añadidos correctamente',
  imageUpdated: 'Imagen de perfil actualizada correctamente',
  imageRequired: PROFILE_IMAGE.requiredMessage,
} as const;

const AVATAR_FOLDER = 'avatars';
const AVATAR_URL = `/public-files/${AVATAR_FOLDER}/`;

/** Uploaded photos are named after their owner, so replacing one can remove the previous file. */
function ownAvatarPrefix(idUser: number): string {
  return `user-${idUser}-`;
}

export function userProfileRoutes(deps: AppDeps) {
  const auth = requireUser(deps);
  const avatarKey = (name: string) => `public/${AVATAR_FOLDER}/${name}`;

  return new Hono<AuthEnv>()
    .get('/get-extra-data-user', auth, (c) => {
      return c.json({ data: extraDataOf(deps.db, c.get('session').account.id_user) });
    })
    .post('/update-data-user', auth, jsonBody(PersonalDataBodySchema), (c) => {
      const idUser = c.get('session').account.id_user;
      const current = extraDataOf(deps.db, idUser);
      if (current && isStaleWrite(c, current.version)) return staleWrite(c);
      updateExtraData(deps.db, idUser, c.req.valid('json'), deps.now());
      return c.json({ message: PROFILE_MESSAGES.dataSaved, data: extraDataOf(deps.db, idUser) });
    })
    .post('/update-profile-image', auth, async (c) => {
      const parts = await readParts(c);
      const file = parts ? filePart(parts, 'newProfileImage') : undefined;
      const checked = checkFile(file, PROFILE_IMAGE);
      if (!file || !checked.ok)
        return c.json({ message: [checked.ok ? PROFILE_MESSAGES.imageRequired : checked.message] }, 400);
      const bytes = new Uint8Array(await file.arrayBuffer());
      const kind = verifiedFileType(bytes);
      if (kind !== 'png' && kind !== 'jpeg') return c.json({ message: [PROFILE_IMAGE.typeMessage(file.name)] }, 400);

      const idUser = c.get('session').account.id_user;
      const name = `${ownAvatarPrefix(idUser)}${randomUUID().slice(0, 8)}.${kind === 'png' ? 'png' : 'jpg'}`;
      await deps.blobs.put(avatarKey(name), bytes);
      const previous = replaceProfileImage(deps.db, idUser, `${AVATAR_URL}${name}`, deps.now());
      const previousName = previous?.startsWith(AVATAR_URL) ? previous.slice(AVATAR_URL.length) : '';
      if (previousName.startsWith(ownAvatarPrefix(idUser)) && !previousName.includes('/')) {
        await deps.blobs.delete(avatarKey(previousName));
      }
      return c.json({ message: PROFILE_MESSAGES.imageUpdated, data: { img_profile: `${AVATAR_URL}${name}` } });
    })
    .route('/experience-work', experienceRoutes(deps));
}
