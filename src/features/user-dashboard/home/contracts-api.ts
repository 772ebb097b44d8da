// Contract calls, users API with auth-user:
//   GET /api/users/contracts/all → { data: contracts }
//   GET /api/users/contracts/download-file/{original_document_id}/{id_history} → the PDF as a Blob
import * as v from 'valibot';
import { usersApi } from '@/lib/http/index.ts';

const nullableText = v.optional(v.nullable(v.string()), null);

const contractSchema = v.object({
  empresa: v.optional(v.string(), ''),
  date_send: nullableText,
  date_signature: nullableText,
  document: v.optional(v.string(), ''),
  document_name: v.optional(v.string(), ''),
  status: v.optional(v.string(), ''),
  id_history: v.number(),
  original_document_id: v.number(),
  url_file: nullableText,
});

export type Contract = v.InferOutput<typeof contractSchema>;

export function parseContracts(answer: unknown): Contract[] {
  const list = typeof answer === 'object' && answer !== null && 'data' in answer ? answer.data : answer;
  if (!Array.isArray(list)) return [];
  return list.flatMap((entry) => {
    const parsed = v.safeParse(contractSchema, entry);
    return parsed.success ? [parsed.output] : [];
  });
}

export async function listContracts(): Promise<Contract[]> {
  return parseContracts(await usersApi.get<unknown>('/api/users/contracts/all'));
}

export function downloadContract(contract: Pick<Contract, 'original_document_id' | 'id_history'>): Promise<Blob> {
  const path = `/api/users/contracts/download-file/${contract.original_document_id}/${contract.id_history}`;
  return usersApi.get<Blob>(path, { as: 'blob' });
}
