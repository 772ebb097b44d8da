// Endpoint module of the fixed registration: the per-company duplicate checks of
// steps 1 and 2 (POST /api/users/validate-{email,rut,phone}-user with rgs) and the registration
// itself (POST /api/users/register, multipart with one part `data` holding the JSON).
import * as v from 'valibot';
import type { EmailCheckBodySchema, PhoneCheckBodySchema, RutCheckBodySchema } from '@/lib/contract/register.ts';
import { usersApi, type ApiClient } from '@/lib/http/index.ts';
import type { RegistrationPayloadInput } from '@/lib/validation/registration.ts';

export const CHECK_PATHS = {
  email: '/api/users/validate-email-user',
  rut: '/api/users/validate-rut-user',
  phone: '/api/users/validate-phone-user',
} as const;
export const REGISTER_PATH = '/api/users/register';

const checkAnswer = v.object({ data: v.object({ exists: v.boolean() }) });
const registerAnswer = v.object({ message: v.optional(v.string(), '') });

/** A duplicate check's body, as the local API checks it (src/lib/contract/register.ts). */
type CheckBody =
  | v.InferInput<typeof EmailCheckBodySchema>
  | v.InferInput<typeof RutCheckBodySchema>
  | v.InferInput<typeof PhoneCheckBodySchema>;

async function exists(path: string, body: CheckBody, client: ApiClient): Promise<boolean> {
  return v.parse(checkAnswer, await client.post<unknown>(path, body)).data.exists;
}

/** True when the e-mail is already registered with the company of `rgs`. */
export function isEmailRegistered(email: string, rgs: string, client: ApiClient = usersApi) {
  return exists(CHECK_PATHS.email, { email, rgs }, client);
}

export function isRutRegistered(rut: string, rgs: string, client: ApiClient = usersApi) {
  return exists(CHECK_PATHS.rut, { rut, rgs }, client);
}

/** `phone` with its dial code in front, as it is stored. */
export function isPhoneRegistered(phone: string, rgs: string, client: ApiClient = usersApi) {
  return exists(CHECK_PATHS.phone, { phone, rgs }, client);
}

export function registrationFormData(payload: RegistrationPayloadInput): FormData {
  const body = new FormData();
  body.append('data', JSON.stringify(payload));
  return body;
}

export async function registerWorker(payload: RegistrationPayloadInput, client: ApiClient = usersApi): Promise<string> {
  return v.parse(registerAnswer, await client.post<unknown>(REGISTER_PATH, registrationFormData(payload))).message;
}
