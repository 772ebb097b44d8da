// Profile calls, users API with auth-user:
//   GET  /api/users/get-extra-data-user  → { data: { firstname, lastname, address, about_me } }
//   POST /api/users/update-data-user     { firstname, lastname, address, about_me }, If-Match: version read
//        → { message, data } | 409 when another session saved meanwhile
//   POST /api/users/update-profile-image multipart newProfileImage → { message, data: { img_profile } }
import * as v from 'valibot';
import { ifMatch, usersApi, type RequestOptions } from '@/lib/http/index.ts';
import type { PersonalData } from '@/lib/validation/index.ts';
import { parseOne, successMessage, unwrap } from '@/features/user-dashboard/shared/api-answer.ts';

const text = v.optional(v.nullable(v.string()), null);
const extraDataSchema = v.object({
  firstname: v.pipe(
    text,
    v.transform((value) => value ?? ''),
  ),
  lastname: v.pipe(
    text,
    v.transform((value) => value ?? ''),
  ),
  address: v.pipe(
    text,
    v.transform((value) => value ?? ''),
  ),
  about_me: v.pipe(
    text,
    v.transform((value) => value ?? ''),
  ),
  /** Raised by every save; sent back in If-Match so a concurrent change answers 409. */
  version: v.optional(v.number()),
});

export type ExtraData = v.InferOutput<typeof extraDataSchema>;

export const DATA_SAVED_MESSAGE = 'Datos añadidos correctamente';
export const IMAGE_ERROR_MESSAGE = 'Error al actualizar la imagen de perfil, intente nuevamente';

export async function fetchExtraData(): Promise<ExtraData> {
  return parseOne(extraDataSchema, unwrap(await usersApi.get<unknown>('/api/users/get-extra-data-user')));
}

export async function saveExtraData(
  data: PersonalData,
  version?: number,
): Promise<{ message: string; data: ExtraData }> {
  const answer = await usersApi.post<unknown>(
    '/api/users/update-data-user',
    { ...data },
    { headers: ifMatch(version) },
  );
  const saved = v.safeParse(extraDataSchema, unwrap(answer));
  return { message: successMessage(answer, DATA_SAVED_MESSAGE), data: saved.success ? saved.output : data };
}

const imageAnswerSchema = v.object({ img_profile: v.string() });

export async function uploadProfileImage(
  file: File,
  io: Pick<RequestOptions, 'signal' | 'onUploadProgress'> = {},
): Promise<{ message: string; img_profile: string }> {
  const body = new FormData();
  body.append('newProfileImage', file);
  const answer = await usersApi.post<unknown>('/api/users/update-profile-image', body, io);
  const { img_profile } = parseOne(imageAnswerSchema, unwrap(answer));
  return { message: successMessage(answer, 'Imagen de perfil actualizada'), img_profile };
}
