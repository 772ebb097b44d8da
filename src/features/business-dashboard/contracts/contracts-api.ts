// The company's contract calls, business API with auth-business (the API's own header lists them):
//   GET  /business/contracts/all?id_user=  → { data: BusinessContract[] }, newest first
//   POST /business/contracts/upload        multipart: data (JSON { id_user, document_name }) and document (PDF)
//   POST /business/contracts/template      JSON { id_user, and the template's items } → 201 { data, message }
//   POST /business/contracts/template/preview  the same JSON → the PDF as it would be sent (nothing sent)
import * as v from 'valibot';
import {
  businessContractsAnswerSchema,
  sentContractAnswerSchema,
  type BusinessContract,
  type ContractTemplateRequest,
  type ContractUploadData,
} from '@/lib/contract/signing.ts';
import { businessApi, type ApiClient } from '@/lib/http/index.ts';

export async function listWorkerContracts(
  idUser: number,
  client: ApiClient = businessApi,
): Promise<BusinessContract[]> {
  const answer = await client.get<unknown>('/business/contracts/all', { query: { id_user: String(idUser) } });
  return v.parse(businessContractsAnswerSchema, answer).data;
}

export interface SentContract {
  readonly contract: BusinessContract;
  readonly message: string;
}

export async function sendUploadedContract(
  data: ContractUploadData,
  file: File,
  client: ApiClient = businessApi,
): Promise<SentContract> {
  const body = new FormData();
  body.append('data', JSON.stringify(data));
  body.append('document', file);
  const answer = v.parse(sentContractAnswerSchema, await client.post<unknown>('/business/contracts/upload', body));
  return { contract: answer.data, message: answer.message };
}

export async function sendTemplateContract(
  request: ContractTemplateRequest,
  client: ApiClient = businessApi,
): Promise<SentContract> {
  const answer = v.parse(sentContractAnswerSchema, await client.post<unknown>('/business/contracts/template', request));
  return { contract: answer.data, message: answer.message };
}

/** The template contract exactly as sending it would write it; nothing is stored or sent. */
export async function previewTemplateContract(
  request: ContractTemplateRequest,
  client: ApiClient = businessApi,
): Promise<Blob> {
  const blob = await client.post<Blob>('/business/contracts/template/preview', request, { as: 'blob' });
  // A proxy's or gateway's page answered with 200 is not the contract: never show it as one.
  if (blob.type !== 'application/pdf') throw new Error('La vista previa no es un PDF');
  return blob;
}
