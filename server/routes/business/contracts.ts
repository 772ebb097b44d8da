// /business/contracts — a company sends contracts to its own workers and follows them
// (header auth-business on every route):
//   POST /contracts/upload    multipart: data (JSON { id_user, document_name? }) and document (one PDF,
//        at most 10 MB; checked as an inert PDF, then rewritten page by page)
//        → 201 { data: BusinessContract, message }
//   POST /contracts/template  JSON { id_user, document_name, cargo, fecha_inicio, jornada,
//        remuneracion, lugar_trabajo, and the other items of the template (src/lib/validation/
//        contract-template.ts) } → the API writes the PDF with both parties → 201 { data, message }
//   POST /contracts/template/preview  the same JSON → 200 the PDF exactly as it would be sent, dated
//        today; nothing is stored and nobody is told (docs/legal/contract-contents.md, CC-8)
//   GET  /contracts/all[?id_user=] → { data: BusinessContract[] }, newest first (one worker's when asked)
//   GET  /contracts/download-file/:id_history → the PDF: the signed one once signed, as sent before
// Refusals: 400 { message: string[] } for input, 404 for a worker or contract of another company.
// The worker is told by e-mail (and chat when a phone is on file) with the link to sign.
import { Hono, type Context } from 'hono';
import * as v from 'valibot';
import {
  BusinessContractsQuerySchema,
  ContractHistoryParamsSchema,
  contractTemplateRequestSchema,
  contractUploadDataSchema,
} from '../../../src/lib/contract/signing.ts';
import {
  CONTRACT_PDF,
  checkFile,
  contractTitleSchema,
  type ContractTemplate,
} from '../../../src/lib/validation/index.ts';
import type { AppDeps } from '../../deps.ts';
import { buildTemplateContract } from '../../lib/documents/contract-pdf.ts';
import { sanitizePdf } from '../../lib/documents/sanitize-pdf.ts';
import { API_MESSAGES } from '../../lib/messages.ts';
import { requireBusiness, type AuthEnv } from '../../lib/require-auth.ts';
import { CONTRACT_MESSAGES } from '../../lib/signing/messages.ts';
import { BODY_PARSE_CONFIG, issueMessages, jsonBody, queryParams, routeParams } from '../../lib/validate.ts';
import { displayName } from '../../lib/file-name.ts';
import { sendStoredFile } from '../user/documents-response.ts';
import { sendContract } from './contracts-send.ts';
import {
  businessContractFile,
  businessContracts,
  companyOf,
  workerOf,
  type Company,
  type Worker,
} from './contracts-store.ts';
import { recordDownload } from '../../db/file-downloads.ts';
import { clientAddress } from '../../lib/client-address.ts';

const fileParams = routeParams(ContractHistoryParamsSchema);
const listQuery = queryParams(BusinessContractsQuerySchema);
const templateBody = jsonBody(contractTemplateRequestSchema);
const NO_RUT = 'Sin RUT registrado';

/** 'Contrato de trabajo' → 'contrato_de_trabajo.pdf'. */
export function fileNameFor(title: string): string {
  const base = title
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .slice(0, 80);
  return `${base || 'contrato'}.pdf`;
}

/** The title a contract without one takes: its file's name, if that is a fit title. */
function titleFromFile(name: string): string {
  const base = name
    .replace(/\.pdf$/i, '')
    .replace(/[_-]+/g, ' ')
    .trim();
  const checked = v.safeParse(contractTitleSchema(), base);
  return checked.success ? checked.output : 'Contrato';
}

type UploadRead = { ok: true; idUser: number; documentName: string; file: File } | { ok: false; messages: string[] };

async function readUpload(c: Context): Promise<UploadRead> {
  if (!(c.req.header('content-type') ?? '').toLowerCase().startsWith('multipart/form-data')) {
    return { ok: false, messages: [API_MESSAGES.invalidBody] };
  }
  let body: Record<string, string | File | (string | File)[]>;
  try {
    body = await c.req.parseBody({ all: true });
  } catch {
    return { ok: false, messages: [API_MESSAGES.invalidBody] };
  }
  let data: unknown = null;
  try {
    data = typeof body['data'] === 'string' ? (JSON.parse(body['data']) as unknown) : null;
  } catch {
    data = null;
  }
  const parsed = v.safeParse(contractUploadDataSchema, data ?? {}, BODY_PARSE_CONFIG);
  const part = [body['document']].flat()[0];
  const file = part instanceof File ? part : null;
  const fileCheck = checkFile(file, CONTRACT_PDF);
  const messages = [
    ...(data === null ? [CONTRACT_MESSAGES.invalidData] : parsed.success ? [] : issueMessages(parsed.issues)),
    ...(fileCheck.ok ? [] : [fileCheck.message]),
  ];
  if (messages.length > 0 || !parsed.success || !file) return { ok: false, messages };
  const name = parsed.output.document_name || titleFromFile(displayName(file.name));
  return { ok: true, idUser: parsed.output.id_user, documentName: name, file };
}

/** The template contract between the company and its worker, as it is sent and as it is previewed. */
function buildFor(company: Company, worker: Worker, template: ContractTemplate, issuedAt: Date) {
  return buildTemplateContract({
    template,
    employer: { name: company.name, rut: company.rut ?? NO_RUT, email: company.email },
    worker: { name: worker.name, rut: worker.rut ?? NO_RUT, email: worker.email },
    issuedAt,
  });
}

export function businessContractRoutes(deps: AppDeps) {
  const auth = requireBusiness(deps);
  return new Hono<AuthEnv>()
    .post('/contracts/upload', auth, async (c) => {
      const read = await readUpload(c);
      if (!read.ok) return c.json({ message: read.messages }, 400);
      const idBusiness = c.get('session').account.id_business;
      const worker = workerOf(deps.db, idBusiness, read.idUser);
      if (!worker) return c.json({ message: CONTRACT_MESSAGES.workerNotFound }, 404);
      const clean = await sanitizePdf(new Uint8Array(await read.file.arrayBuffer()), {
        title: read.documentName,
        date: deps.now(),
      });
      if (!clean.ok) return c.json({ message: [clean.message] }, 400);
      const sent = await sendContract(deps, {
        company: companyOf(deps.db, idBusiness),
        worker,
        bytes: clean.bytes,
        pages: clean.pages,
        document: fileNameFor(displayName(read.file.name).replace(/\.pdf$/i, '')),
        documentName: read.documentName,
        origin: 'upload',
      });
      return c.json({ data: sent, message: CONTRACT_MESSAGES.sent(worker.name) }, 201);
    })
    .post('/contracts/template/preview', auth, templateBody, async (c) => {
      const { id_user, ...template } = c.req.valid('json');
      const idBusiness = c.get('session').account.id_business;
      const worker = workerOf(deps.db, idBusiness, id_user);
      if (!worker) return c.json({ message: CONTRACT_MESSAGES.workerNotFound }, 404);
      const built = await buildFor(companyOf(deps.db, idBusiness), worker, template, deps.now());
      return c.body(Buffer.from(built.bytes), 200, {
        'content-type': 'application/pdf',
        'content-disposition': `inline; filename="${fileNameFor(template.document_name)}"`,
        'cache-control': 'no-store',
      });
    })
    .post('/contracts/template', auth, templateBody, async (c) => {
      const { id_user, ...template } = c.req.valid('json');
      const idBusiness = c.get('session').account.id_business;
      const worker = workerOf(deps.db, idBusiness, id_user);
      if (!worker) return c.json({ message: CONTRACT_MESSAGES.workerNotFound }, 404);
      const company = companyOf(deps.db, idBusiness);
      const built = await buildFor(company, worker, template, deps.now());
      const sent = await sendContract(deps, {
        company,
        worker,
        bytes: built.bytes,
        pages: built.pages,
        document: fileNameFor(template.document_name),
        documentName: template.document_name,
        origin: 'template',
      });
      return c.json({ data: sent, message: CONTRACT_MESSAGES.sent(worker.name) }, 201);
    })
    .get('/contracts/all', auth, listQuery, (c) => {
      const { id_user } = c.req.valid('query');
      return c.json({ data: businessContracts(deps.db, c.get('session').account.id_business, id_user) });
    })
    .get('/contracts/download-file/:id_history', auth, fileParams, async (c) => {
      const { id_history } = c.req.valid('param');
      const { account } = c.get('session');
      const file = businessContractFile(deps.db, account.id_business, id_history);
      if (!file) return c.json({ message: CONTRACT_MESSAGES.notFound }, 404);
      const name = `contract_${id_history}.pdf`;
      const answer = await sendStoredFile(c, deps, file.path, name);
      // A company reading a worker's contract is recorded once the file is on its way.
      if (answer.status === 200) {
        recordDownload(deps.db, {
          company: {
            id_user: account.id_user,
            id_business: account.id_business,
            email: account.email,
            name: account.name,
          },
          idWorker: file.idWorker,
          file: { kind: 'contract', idHistory: id_history },
          fileName: name,
          clientIp: clientAddress(c),
          at: deps.now(),
        });
      }
      return answer;
    });
}
