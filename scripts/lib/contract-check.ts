// Read-only contract checks against a deployment of the three APIs: every GET operation of the
// contract document is requested (ids taken from earlier answers, the tenant link and tokens from
// the options) and its answer checked against the document. Nothing is created or changed.
import { AnswerChecker } from '../../server/openapi/answer-check.ts';
import { recordAnswer } from '../../server/openapi/recorded-answer.ts';
import { EXTENSION, type OpenApiDocument } from '../../server/openapi/document.ts';

export interface ContractTargets {
  /** Base URL of each API (they may all be the same host). */
  readonly users: string;
  readonly business: string;
  readonly data: string;
}

export interface ContractOptions {
  readonly document: OpenApiDocument;
  readonly targets: ContractTargets;
  /** Session tokens for the operations that need them (auth-user, auth-business). */
  readonly userToken?: string | undefined;
  readonly businessToken?: string | undefined;
  /** A registration link of a company: its name and its `rgs`. */
  readonly tenant?: { readonly name: string; readonly rgs: string } | undefined;
  /** One of the worker's profiles (`id_profile_user`), for the document calls. */
  readonly userProfileId?: number | undefined;
  readonly fetch?: typeof fetch;
}

export type ContractResult =
  | { readonly operation: string; readonly outcome: 'match'; readonly status: number }
  | { readonly operation: string; readonly outcome: 'mismatch'; readonly problems: readonly string[] }
  | { readonly operation: string; readonly outcome: 'skipped'; readonly reason: string }
  | { readonly operation: string; readonly outcome: 'not-implemented'; readonly status: number };

/** Statuses with which a backend says it has no such route (an extension it has not added yet). */
const NO_SUCH_ROUTE = new Set([404, 405, 501]);

type Json = Record<string, unknown>;
type Answers = Map<string, unknown>;

/** A value found by walking keys (numbers index arrays) into an earlier answer, if any. */
function dig(value: unknown, ...keys: readonly (string | number)[]): unknown {
  let current = value;
  for (const key of keys) {
    if (typeof current !== 'object' || current === null) return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

const segment = (value: unknown) =>
  (typeof value === 'string' && value !== '') || typeof value === 'number'
    ? encodeURIComponent(String(value))
    : undefined;

/** The path with each `{}` filled by the next value, or undefined when a value is missing. */
function fill(template: string, ...values: unknown[]): string | undefined {
  const segments = values.map(segment);
  if (segments.some((part) => part === undefined)) return undefined;
  let index = 0;
  return template.replace(/\{\}/g, () => segments[index++] ?? '');
}

/** The concrete path of a templated GET path, from earlier answers and the options; else why not. */
type Filler = (answers: Answers, options: ContractOptions) => string | { readonly skip: string };

const needTenant = 'sin enlace de empresa (CONTRACT_TENANT=nombre/rgs)';
const firstFile = (answers: Answers, kind: 'default' | 'custom') => {
  const files = dig(answers.get(`/api/users/files/${kind}/obtain-all-documents-user`), 'data', 'files');
  const lists = ['filesGeneral', 'filesPersonalizated', 'filesGeneralHidden'].flatMap((list) => {
    const found = dig(files, list);
    return Array.isArray(found) ? (found as Json[]) : [];
  });
  return lists.find((file) => file['isUploaded'] === true && typeof file['id_file'] === 'number');
};
const needProfile = 'sin perfil del trabajador (CONTRACT_USER_PROFILE_ID)';

function fromAnswer(source: string, build: (answer: unknown) => string | undefined, what: string): Filler {
  return (answers) => build(answers.get(source)) ?? { skip: `sin ${what} en ${source}` };
}

const FILLERS: Readonly<Record<string, Filler>> = {
  '/general-data/get-filtered-regions/{param}': fromAnswer(
    '/general-data/get-all-datas-filters',
    (a) => fill('/general-data/get-filtered-regions/{}', dig(a, 'data', 'zones', 0, 'id_zone')),
    'zonas',
  ),
  '/general-data/get-filtered-communes/{param}': fromAnswer(
    '/general-data/get-all-datas-filters',
    (a) => fill('/general-data/get-filtered-communes/{}', dig(a, 'data', 'regions', 0, 'id_region')),
    'regiones',
  ),
  '/api/users/register/lookups/{name_business}/{rgs}': (_answers, { tenant }) =>
    fill('/api/users/register/lookups/{}/{}', tenant?.name, tenant?.rgs) ?? { skip: needTenant },
  '/forms/register/active': (_answers, { tenant }) =>
    fill('/forms/register/active?slug={}', tenant?.rgs) ?? { skip: needTenant },
  '/forms/register/page': fromAnswer(
    '/forms/register/active',
    (a) => fill('/forms/register/page?id_form={}&id_page={}', dig(a, 'data', 'id_form'), dig(a, 'data', 'id_page')),
    'formulario de registro dinámico',
  ),
  '/forms/register/all': fromAnswer(
    '/forms/register/active',
    (a) => fill('/forms/register/all?id_form={}', dig(a, 'data', 'id_form')),
    'formulario de registro dinámico',
  ),
  '/geocoder/search': () => '/geocoder/search?q=Providencia&countrycodes=cl',
  '/api/users/files/default/obtain-all-documents-user': (_answers, { userProfileId }) =>
    fill('/api/users/files/default/obtain-all-documents-user?id_profile_user={}', userProfileId) ?? {
      skip: needProfile,
    },
  '/api/users/files/default/get-file-user/{purpose}/{id_profile_user}': (answers, { userProfileId }) =>
    fill(
      '/api/users/files/default/get-file-user/{}/{}',
      firstFile(answers, 'default')?.['purpose_name'],
      userProfileId,
    ) ?? {
      skip: 'sin documentos generales subidos',
    },
  '/api/users/files/default/download-file/{id_profile_user}/{id_file}': (answers, { userProfileId }) =>
    fill('/api/users/files/default/download-file/{}/{}', userProfileId, firstFile(answers, 'default')?.['id_file']) ?? {
      skip: 'sin documentos generales subidos',
    },
  '/api/users/files/custom/obtain-all-documents-user': (_answers, { userProfileId }) =>
    fill('/api/users/files/custom/obtain-all-documents-user?id_profile_user={}', userProfileId) ?? {
      skip: needProfile,
    },
  '/api/users/files/custom/get-file-user/{purpose}/{id_profile_user}': (answers, { userProfileId }) =>
    fill(
      '/api/users/files/custom/get-file-user/{}/{}',
      firstFile(answers, 'custom')?.['purpose_name'],
      userProfileId,
    ) ?? {
      skip: 'sin documentos personalizados subidos',
    },
  '/api/users/files/custom/download-file/{id_profile_user}/{id_file}': (answers, { userProfileId }) =>
    fill('/api/users/files/custom/download-file/{}/{}', userProfileId, firstFile(answers, 'custom')?.['id_file']) ?? {
      skip: 'sin documentos personalizados subidos',
    },
  '/api/users/contracts/download-file/{original_document_id}/{id_history}': fromAnswer(
    '/api/users/contracts/all',
    (a) => {
      const list = dig(a, 'data');
      const signed = Array.isArray(list) ? (list as Json[]).find((item) => item['status'] === 'SIGNED') : undefined;
      return fill('/api/users/contracts/download-file/{}/{}', signed?.['original_document_id'], signed?.['id_history']);
    },
    'contratos firmados',
  ),
  '/business/contracts/download-file/{id_history}': fromAnswer(
    '/business/contracts/all',
    (a) => fill('/business/contracts/download-file/{}', dig(a, 'data', 0, 'id_history')),
    'contratos enviados por la empresa',
  ),
  '/api/users/contracts/signing/{id_history}': fromAnswer(
    '/api/users/contracts/all',
    (a) => fill('/api/users/contracts/signing/{}', dig(a, 'data', 0, 'id_history')),
    'contratos',
  ),
  '/api/users/contracts/signing/{id_history}/file': fromAnswer(
    '/api/users/contracts/all',
    (a) => fill('/api/users/contracts/signing/{}/file', dig(a, 'data', 0, 'id_history')),
    'contratos',
  ),
  '/api/public/verify/{code}': fromAnswer(
    '/business/contracts/all',
    (a) => {
      const list = dig(a, 'data');
      const signed = Array.isArray(list) ? (list as Json[]).find((item) => item['verification_code']) : undefined;
      return fill('/api/public/verify/{}', signed?.['verification_code']);
    },
    'contratos firmados en el producto',
  ),
  '/business/review/documents/{id_file}': fromAnswer(
    '/business/review/queue',
    (a) => fill('/business/review/documents/{}', dig(a, 'data', 0, 'id_file')),
    'documentos por revisar',
  ),
  '/business/review/documents/{id_file}/file': fromAnswer(
    '/business/review/queue',
    (a) => fill('/business/review/documents/{}/file', dig(a, 'data', 0, 'id_file')),
    'documentos por revisar',
  ),
  '/business/conversations/{id_conversation}': fromAnswer(
    '/business/conversations',
    (a) => fill('/business/conversations/{}', dig(a, 'data', 0, 'id_conversation')),
    'conversaciones',
  ),
  '/business/workers/{id_user}': fromAnswer(
    '/business/review/queue',
    (a) => fill('/business/workers/{}', dig(a, 'data', 0, 'id_user')),
    'documentos por revisar',
  ),
  '/api/users/get-all-profiles-business/{id}': (_answers, { tenant }) =>
    fill('/api/users/get-all-profiles-business/{}', tenant?.name) ?? { skip: needTenant },
  '/api/users/experience-work/get-experience-work-for-update/{id}': fromAnswer(
    '/api/users/experience-work/get-experience-work',
    (a) => fill('/api/users/experience-work/get-experience-work-for-update/{}', dig(a, 'data', 0, 'id_ew')),
    'experiencias',
  ),
  '/api/users/bank-details/get-bank-details-for-update/{id}': fromAnswer(
    '/api/users/bank-details/get-banks-details',
    (a) => fill('/api/users/bank-details/get-bank-details-for-update/{}', dig(a, 'data', 0, 'id_bank_detail')),
    'cuentas bancarias',
  ),
  '/api/users/filter-job-postings-by-id/{id}': fromAnswer(
    '/api/users/job-postings',
    (a) => fill('/api/users/filter-job-postings-by-id/{}', dig(a, 'data', 0, 'id_publication')),
    'publicaciones',
  ),
  '/business/get-data-job-posting-to-update/{id}': fromAnswer(
    '/business/job-postings',
    (a) => fill('/business/get-data-job-posting-to-update/{}', dig(a, 'data', 0, 'id_publication')),
    'publicaciones de la empresa',
  ),
  // A shared posting's public page: a posting of the company link, asked as its link names it.
  '/api/public/job-postings/{id}': (answers, { tenant }) => {
    const id = dig(answers.get('/business/job-postings'), 'data', 0, 'id_publication');
    if (!tenant) return { skip: needTenant };
    return (
      fill(`/api/public/job-postings/{}?business=${encodeURIComponent(tenant.name)}`, id) ?? {
        skip: 'sin publicaciones de la empresa en /business/job-postings',
      }
    );
  },
  // The provider's subscription check needs the deployment's verify token, a secret.
  '/webhooks/whatsapp': () => ({ skip: 'la verificación del webhook de WhatsApp necesita su token (secreto)' }),
  '/business/get-postulates-job-posting/{id}': fromAnswer(
    '/business/job-postings',
    (a) => fill('/business/get-postulates-job-posting/{}', dig(a, 'data', 0, 'id_publication')),
    'publicaciones de la empresa',
  ),
  '/public-files/{folder}/{name}': fromAnswer(
    '/general-data/get-jobpostings-home',
    (a) => {
      const logos = Array.isArray(dig(a, 'data')) ? (dig(a, 'data') as Json[]).map((p) => p['logo_business']) : [];
      const logo = logos.find(
        (url): url is string => typeof url === 'string' && /^\/public-files\/[^/]+\/[^/]+$/.test(url),
      );
      return logo;
    },
    'logos de empresa',
  ),
};

/** GET operations in an order where every id comes from an answer read before it. */
function getOperations(document: OpenApiDocument): { path: string; operation: Json }[] {
  const all = Object.entries(document.paths).flatMap(([path, item]) =>
    item['get'] ? [{ path, operation: item['get'] }] : [],
  );
  const templated = (path: string) => path.includes('{') || FILLERS[path] !== undefined;
  return [...all.filter((entry) => !templated(entry.path)), ...all.filter((entry) => templated(entry.path))];
}

export async function runContractChecks(options: ContractOptions): Promise<ContractResult[]> {
  const checker = new AnswerChecker(options.document);
  const request = options.fetch ?? fetch;
  const answers: Answers = new Map();
  const results: ContractResult[] = [];

  for (const { path, operation } of getOperations(options.document)) {
    const name = String(operation['operationId']);
    const api = operation['x-api'] as keyof ContractTargets | 'dev';
    const security = (operation['security'] as Json[] | undefined)?.[0] ?? {};
    const headers = new Headers({ accept: 'application/json' });
    if ('authUser' in security) {
      if (!options.userToken) {
        results.push({ operation: name, outcome: 'skipped', reason: 'sin token de trabajador (CONTRACT_USER_TOKEN)' });
        continue;
      }
      headers.set('auth-user', options.userToken);
    }
    if ('authBusiness' in security) {
      if (!options.businessToken) {
        results.push({ operation: name, outcome: 'skipped', reason: 'sin token de empresa (CONTRACT_BUSINESS_TOKEN)' });
        continue;
      }
      headers.set('auth-business', options.businessToken);
    }
    if ('powerToken' in security || 'ownerLinkToken' in security) {
      results.push({ operation: name, outcome: 'skipped', reason: 'necesita el token de un enlace de poder simple' });
      continue;
    }
    const filler = FILLERS[path];
    const concrete = filler ? filler(answers, options) : path;
    if (typeof concrete !== 'string') {
      results.push({ operation: name, outcome: 'skipped', reason: concrete.skip });
      continue;
    }
    const base = api === 'dev' ? options.targets.users : options.targets[api];
    const url = new URL(`${base.replace(/\/+$/, '')}${concrete}`);
    let verdictProblems: readonly string[];
    let status = 0;
    try {
      const response = await request(url, { headers });
      status = response.status;
      if (operation[EXTENSION.marker] === true && NO_SUCH_ROUTE.has(status)) {
        results.push({ operation: name, outcome: 'not-implemented', status });
        continue;
      }
      const answer = await recordAnswer('GET', new URL(concrete, 'http://contract'), response);
      verdictProblems = checker.check(answer).problems;
      if (verdictProblems.length === 0 && status >= 400)
        verdictProblems = [`respondió ${status}: se esperaba una respuesta exitosa`];
      if (verdictProblems.length === 0) answers.set(path, answer.body);
    } catch (error) {
      verdictProblems = [`no respondió: ${error instanceof Error ? error.message : String(error)}`];
    }
    results.push(
      verdictProblems.length === 0
        ? { operation: name, outcome: 'match', status }
        : { operation: name, outcome: 'mismatch', problems: verdictProblems },
    );
  }
  return results;
}

export function reportLines(results: readonly ContractResult[]): string[] {
  const lines = results.map((result) => {
    if (result.outcome === 'match') return `✓ ${result.operation}: coincide (${result.status})`;
    if (result.outcome === 'skipped') return `- ${result.operation}: omitida, ${result.reason}`;
    if (result.outcome === 'not-implemented')
      return `○ ${result.operation}: no implementada (extensión de la API, respondió ${result.status})`;
    return `✗ ${result.operation}: no coincide\n    ${result.problems.join('\n    ')}`;
  });
  const count = (outcome: ContractResult['outcome']) => results.filter((result) => result.outcome === outcome).length;
  lines.push(
    `\n${count('match')} coinciden, ${count('mismatch')} no coinciden, ${count('not-implemented')} no implementadas, ` +
      `${count('skipped')} omitidas`,
  );
  return lines;
}
