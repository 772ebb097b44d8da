// What /verificar does besides showing: the code looked up in the API (users API, no session) and
// a file's SHA-256 computed here with SubtleCrypto, so a PDF is compared without leaving the device.
import { PUBLIC_USERS_API_URL } from 'astro:env/client';
import * as v from 'valibot';
import { SIGNING_PATHS, verificationAnswerSchema, type Verification } from '@/lib/contract/signing.ts';
import { createApiClient, type ApiClient } from '@/lib/http/create-client.ts';

const publicClient = createApiClient({ baseURL: PUBLIC_USERS_API_URL, auth: 'none' });

export async function fetchVerification(code: string, client: ApiClient = publicClient): Promise<Verification> {
  const answer = await client.get<unknown>(SIGNING_PATHS.verify(code), { retry: false });
  return v.parse(verificationAnswerSchema, answer).data;
}

export async function sha256Hex(file: Blob): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', await file.arrayBuffer());
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export const FILE_MATCHES = 'Este archivo es exactamente el documento firmado.';
export const FILE_DIFFERS = 'Este archivo no coincide con el documento firmado';
export const FILE_IS_UNSIGNED =
  'Este archivo es el documento tal como se envió, antes de firmarse: no tiene la hoja de firma electrónica.';

export interface FileVerdict {
  readonly text: string;
  readonly tone: 'ok' | 'bad' | 'neutral';
  readonly name: string;
  readonly hash?: string;
}

/** How `file` compares with the signed document (and with the one sent, before signing). */
export async function compareFile(file: File, against: Verification): Promise<FileVerdict> {
  const hash = await sha256Hex(file);
  if (hash === against.sha256) return { text: FILE_MATCHES, tone: 'ok', name: file.name, hash };
  if (hash === against.source_sha256) return { text: FILE_IS_UNSIGNED, tone: 'bad', name: file.name, hash };
  return { text: FILE_DIFFERS, tone: 'bad', name: file.name, hash };
}
