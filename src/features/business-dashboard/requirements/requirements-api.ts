// Endpoint module of 'Documentos requeridos' (header auth-business; an extension of the specified
// API, see server/routes/business/required-documents.ts):
//   GET /business/required-documents              → { data: ProfileRequirements[], catalogue }
//   PUT /business/required-documents/:id_profile  { documents } → { message, data: { profile, added, removed } }
// Every answer is checked against its shared shape (src/lib/contract), so a malformed one fails.
import * as v from 'valibot';
import {
  RequiredDocumentsAnswerSchema,
  SavedRequirementsAnswerSchema,
  type ProfileRequirements,
} from '@/lib/contract/required-documents.ts';
import { businessApi, type ApiClient } from '@/lib/http/index.ts';
import type { RequiredDocumentsInput } from '@/lib/validation/required-documents.ts';

export type { ProfileRequirements };
export type Requirements = v.InferOutput<typeof RequiredDocumentsAnswerSchema>;
export type SavedRequirements = v.InferOutput<typeof SavedRequirementsAnswerSchema>;

export async function fetchRequirements(client: ApiClient = businessApi): Promise<Requirements> {
  return v.parse(RequiredDocumentsAnswerSchema, await client.get<unknown>('/business/required-documents'));
}

export async function saveRequirements(
  idProfile: number,
  body: RequiredDocumentsInput,
  client: ApiClient = businessApi,
): Promise<SavedRequirements> {
  const answer = await client.put<unknown>(`/business/required-documents/${idProfile}`, body);
  return v.parse(SavedRequirementsAnswerSchema, answer);
}
