// The worker's signing calls, users API with auth-user (the API's own header lists the answers):
//   GET  /api/users/contracts/signing/{id_history}            → { data: ContractSigning }
//   GET  /api/users/contracts/signing/{id_history}/file       → the PDF as sent, read before signing
//   POST /api/users/contracts/signing/{id_history}/send-code  → { data: CodeState, message }
//   POST /api/users/contracts/signing/{id_history}/sign       { code, consent, read_all } → { data, message }
//   POST /api/users/contracts/signing/{id_history}/reject     { reason } → { data, message }
import * as v from 'valibot';
import {
  contractSignedAnswerSchema,
  contractSigningAnswerSchema,
  sentCodeAnswerSchema,
  type CodeState,
  type ContractSigning,
  type RejectRequest,
  type SignContractRequest,
} from '@/lib/contract/signing.ts';
import { usersApi, type ApiClient } from '@/lib/http/index.ts';

const base = (idHistory: number) => `/api/users/contracts/signing/${idHistory}`;

export async function fetchSigning(idHistory: number, client: ApiClient = usersApi): Promise<ContractSigning> {
  return v.parse(contractSigningAnswerSchema, await client.get<unknown>(base(idHistory))).data;
}

export function fetchReviewFile(idHistory: number, client: ApiClient = usersApi): Promise<Blob> {
  return client.get<Blob>(`${base(idHistory)}/file`, { as: 'blob' });
}

export async function sendSigningCode(
  idHistory: number,
  client: ApiClient = usersApi,
): Promise<{ readonly state: CodeState; readonly message: string }> {
  const answer = v.parse(sentCodeAnswerSchema, await client.post<unknown>(`${base(idHistory)}/send-code`, {}));
  return { state: answer.data, message: answer.message };
}

export async function signContract(
  idHistory: number,
  request: SignContractRequest,
  client: ApiClient = usersApi,
): Promise<{ readonly signing: ContractSigning; readonly message: string }> {
  const answer = v.parse(contractSignedAnswerSchema, await client.post<unknown>(`${base(idHistory)}/sign`, request));
  return { signing: answer.data, message: answer.message };
}

export async function rejectContract(
  idHistory: number,
  request: RejectRequest,
  client: ApiClient = usersApi,
): Promise<{ readonly signing: ContractSigning; readonly message: string }> {
  const answer = v.parse(contractSignedAnswerSchema, await client.post<unknown>(`${base(idHistory)}/reject`, request));
  return { signing: answer.data, message: answer.message };
}
