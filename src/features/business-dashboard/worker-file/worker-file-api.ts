// Endpoint module of 'Ficha del trabajador' (header auth-business; an extension of the specified
// API, see server/routes/business/worker-file.ts):
//   GET  /business/workers/:id_user                   → { data: WorkerFile }
//   POST /business/workers/:id_user/request-documents → { message, data }
// Answers are checked against their shared shapes (src/lib/contract/worker-file.ts).
import * as v from 'valibot';
import { DocumentRequestAnswerSchema, WorkerFileAnswerSchema, type WorkerFile } from '@/lib/contract/worker-file.ts';
import { businessApi, type ApiClient } from '@/lib/http/index.ts';

export type { WorkerFile };

export async function fetchWorkerFile(idUser: number, client: ApiClient = businessApi): Promise<WorkerFile> {
  return v.parse(WorkerFileAnswerSchema, await client.get<unknown>(`/business/workers/${idUser}`)).data;
}

export async function requestDocuments(idUser: number, client: ApiClient = businessApi): Promise<string> {
  const answer = await client.post<unknown>(`/business/workers/${idUser}/request-documents`, {});
  return v.parse(DocumentRequestAnswerSchema, answer).message;
}
