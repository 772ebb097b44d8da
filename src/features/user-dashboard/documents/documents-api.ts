// Worker document calls, all on the users API with auth-user:
//   GET  /api/users/files/default/obtain-all-documents-user?id_profile_user=N → files in 3 groups
//   POST /api/users/files/{default|custom}/upload-files-user  multipart: the file keyed by its
//        purpose name and `data` = JSON { id_profile_user }
//   GET  {url_file} (…/download-file/{id_profile_user}/{id_file}) → the bytes as a Blob
import type { UploadData } from '@/lib/contract/documents.ts';
import * as v from 'valibot';
import { usersApi, type UploadProgress } from '@/lib/http/index.ts';
import type { DashboardFile, FileGroup, ProfileFiles } from './document-types.ts';

const nullableText = v.optional(v.nullable(v.string()), null);

const fileSchema = v.pipe(
  v.object({
    id_file: v.optional(v.nullable(v.number()), null),
    purpose_name: v.string(),
    name: v.optional(v.string()),
    title: nullableText,
    type_file: v.optional(v.picklist(['General', 'Personalizated']), 'General'),
    type_name: nullableText,
    url_file: nullableText,
    file_status: nullableText,
    visibility: v.optional(v.string(), 'VISIBLE'),
    isUploaded: v.optional(v.boolean(), false),
    rejection_reason: nullableText,
    date_upload: nullableText,
    issue_date: nullableText,
    expiration_date: nullableText,
  }),
  v.transform((file): DashboardFile => ({ ...file, name: file.name ?? file.purpose_name })),
);

// One malformed entry must not hide the others: entries that fail the schema are dropped.
const fileList = v.pipe(
  v.optional(v.array(v.unknown()), []),
  v.transform((entries) =>
    entries.flatMap((entry) => {
      const parsed = v.safeParse(fileSchema, entry);
      return parsed.success ? [parsed.output] : [];
    }),
  ),
);

const groupsSchema = v.object({
  filesGeneral: fileList,
  filesPersonalizated: fileList,
  filesGeneralHidden: fileList,
});

/** Accepts `{ data: { files } }`, `{ files }` or the bare groups. */
export function parseProfileFiles(answer: unknown): ProfileFiles {
  let value: unknown = answer;
  for (const key of ['data', 'files']) {
    if (typeof value === 'object' && value !== null && key in value) value = (value as Record<string, unknown>)[key];
  }
  const parsed = v.safeParse(groupsSchema, value);
  return parsed.success ? parsed.output : { filesGeneral: [], filesPersonalizated: [], filesGeneralHidden: [] };
}

const FOLDER: Record<FileGroup, string> = { General: 'default', Personalizated: 'custom' };

export async function obtainAllDocuments(idProfileUser: number): Promise<ProfileFiles> {
  const answer = await usersApi.get<unknown>('/api/users/files/default/obtain-all-documents-user', {
    query: { id_profile_user: idProfileUser },
  });
  return parseProfileFiles(answer);
}

export interface UploadRequest {
  readonly group: FileGroup;
  readonly purpose: string;
  readonly file: File;
  readonly idProfileUser: number;
  readonly signal?: AbortSignal;
  readonly onUploadProgress?: (progress: UploadProgress) => void;
}

/** Uploads one document; the answer's copy of it (status PENDING) when the server sends one. */
export async function uploadDocument(request: UploadRequest): Promise<DashboardFile | null> {
  const body = new FormData();
  body.append(request.purpose, request.file);
  const profile: UploadData = { id_profile_user: request.idProfileUser };
  body.append('data', JSON.stringify(profile));
  const answer = await usersApi.post<unknown>(`/api/users/files/${FOLDER[request.group]}/upload-files-user`, body, {
    ...(request.signal ? { signal: request.signal } : {}),
    ...(request.onUploadProgress ? { onUploadProgress: request.onUploadProgress } : {}),
  });
  const data = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>)['data'] : null;
  const files = typeof data === 'object' && data !== null ? (data as Record<string, unknown>)['files'] : null;
  const parsed = v.safeParse(fileList, files);
  return (parsed.success ? parsed.output : []).find((file) => file.purpose_name === request.purpose) ?? null;
}

/** The document's bytes (pdf or image) from its `url_file`. */
export function downloadDocument(urlFile: string): Promise<Blob> {
  return usersApi.get<Blob>(urlFile, { as: 'blob' });
}
