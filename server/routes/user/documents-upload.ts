// Reading a document upload: a multipart body with the files
// keyed by purpose name and a `data` field holding JSON `{ id_profile_user }`. Each file must pass
// the worker-document rule (pdf, png, jpg or jpeg, at most 20 MB) judged by its content.
import { acceptedUpload } from '../../lib/file-content.ts';
import type { Context } from 'hono';
import * as v from 'valibot';
import { DOCUMENT_UPLOAD, checkFile } from '../../../src/lib/validation/index.ts';
import type { FileKind } from '../../../src/lib/validation/file-sniff.ts';
import { UPLOAD_DATA_MESSAGE, UploadDataSchema } from '../../../src/lib/contract/documents.ts';

export const UPLOAD_MESSAGES = {
  invalidData: UPLOAD_DATA_MESSAGE,
  noFiles: DOCUMENT_UPLOAD.requiredMessage,
  uploaded: 'Archivos subidos correctamente',
  profileNotFound: 'Perfil no encontrado',
  fileNotFound: 'Documento no encontrado',
  notReplaceable: 'Este documento ya fue revisado y no se puede reemplazar.',
} as const;

/** The `data` part: the profile the files belong to (src/lib/contract/documents.ts). */
export const dataSchema = UploadDataSchema;

export interface UploadPart {
  readonly purpose: string;
  readonly bytes: Uint8Array;
  /** 'pdf', 'png', 'jpg' or 'jpeg' (the extension the stored file gets). */
  readonly typeName: string;
}

export type UploadRequest =
  | { readonly ok: true; readonly idProfileUser: number; readonly parts: readonly UploadPart[] }
  | { readonly ok: false; readonly messages: readonly string[] };

function parseData(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  let json: unknown;
  try {
    json = JSON.parse(value);
  } catch {
    return null;
  }
  const result = v.safeParse(dataSchema, json);
  return result.success ? result.output.id_profile_user : null;
}

function typeNameOf(file: File, kind: FileKind): string {
  if (kind === 'jpeg') return file.name.toLowerCase().endsWith('.jpg') ? 'jpg' : 'jpeg';
  return kind;
}

async function readPart(purpose: string, file: File): Promise<UploadPart | string> {
  const checked = checkFile(file, DOCUMENT_UPLOAD);
  if (!checked.ok) return checked.message;
  // A PDF is stored as written again without actions or scripts (lib/pdf-clean.ts).
  const accepted = await acceptedUpload(new Uint8Array(await file.arrayBuffer()));
  if (!accepted || !DOCUMENT_UPLOAD.kinds.includes(accepted.kind)) return DOCUMENT_UPLOAD.typeMessage(file.name);
  return { purpose, bytes: accepted.bytes, typeName: typeNameOf(file, accepted.kind) };
}

const purposeSchema = v.pipe(v.string(), v.regex(/^[\w-]{1,100}$/));

/** Parses and checks the upload; null when the body is not multipart at all. */
export async function readUpload(c: Context): Promise<UploadRequest | null> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) return null;
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return null;
  }
  const idProfileUser = parseData(body['data']);
  if (idProfileUser === null) return { ok: false, messages: [UPLOAD_MESSAGES.invalidData] };

  const parts: UploadPart[] = [];
  const errors: string[] = [];
  for (const [key, value] of Object.entries(body)) {
    if (key === 'data') continue;
    const purpose = v.safeParse(purposeSchema, key);
    const files = [value].flat().filter((entry): entry is File => typeof entry !== 'string');
    const file = files[0];
    if (!file) continue;
    if (!purpose.success) {
      errors.push(UPLOAD_MESSAGES.fileNotFound);
      continue;
    }
    const part = await readPart(purpose.output, file);
    if (typeof part === 'string') errors.push(part);
    else parts.push(part);
  }
  if (errors.length > 0) return { ok: false, messages: [...new Set(errors)] };
  if (parts.length === 0) return { ok: false, messages: [UPLOAD_MESSAGES.noFiles] };
  return { ok: true, idProfileUser, parts };
}
