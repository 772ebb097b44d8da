// Hostile input against every route of the local API, in process (app.request()): random, huge,
// wrong-typed, unicode, SQL and HTML bodies, path segments, query strings, multipart parts and
// headers never produce a 500, a thrown error or a stack trace — every refusal is 4xx JSON with
// a Spanish message. The routes come from the app's own table, so a new one is covered at once.
import fc from 'fast-check';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  HTML_FRAGMENTS,
  PATH_FRAGMENTS,
  SQL_FRAGMENTS,
  hostileBody,
  hostileString,
  hostileValue,
} from '../tests/support/hostile.ts';
import { MAX_BODY_BYTES } from './app.ts';
import { log } from './lib/log.ts';
import {
  HEADER,
  expectSpanishError,
  fillPath,
  powerToken,
  routeTable,
  sessionToken,
  sideOf,
  type ApiRoute,
  type Side,
} from './security-test-support.ts';
import { postingPayload } from './routes/business/test-helpers.ts';
import { createTestContext, type TestContext } from './test-support.ts';

/** Field names the routes read, so fuzzed bodies reach past the first "required" check. */
const KEYS = [
  ...['email', 'password', 'rgs', 'token', 'code', 'firstname', 'lastname', 'phone', 'message', 'name', 'subject'],
  ...['rut', 'kind', 'company', 'name_business', 'industry', 'team_size', 'dialCode', 'id_vehicle', 'id_region'],
  ...['id_commune', 'id_zone', 'id_schedule', 'id_capacity', 'start_time', 'pawn', 'title', 'description'],
  ...['requirements', 'search', 'search_jps', 'id_publication', 'selected', 'expiresInSeconds', 'address'],
  ...['about_me', 'job_title', 'nameBusiness', 'typeEmployment', 'location', 'start_date', 'end_date'],
  ...['job_description', 'account_holder_name', 'bank_name', 'account_type', 'account_number', 'rut_account'],
  ...['invoice_type', 'current_password', 'new_password', 'confirm_password', 'user_email', 'name_user'],
  ...['email_business', 'phone_business', 'logo_business', 'businessRegister', 'hasVehicle', 'schedule_id'],
  ...['region_id', 'commune_id', 'profile_id', 'vehicles_needed', 'rut_business', 'start_date'],
  ...['issue_date', 'expiration_date', 'reason', 'detail', 'documents', 'id_file', 'version', 'until'],
  ...['mode', 'text'],
];
const QUERY_KEYS = [
  ...['id_profile_user', 'slug', 'id_form', 'id_page', 'q', 'limit', 'format', 'countrycodes', 'rgs'],
  ...['cursor', 'documentation'],
];
const PART_NAMES = ['data', 'userData', 'newProfileImage', 'logoBusiness', 'licencia_conducir', '1', '2', 'files[x]'];

const PDF = new TextEncoder().encode('%PDF-1.4\n%%EOF\n');
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);

/** A path segment: encoded hostile text, or a raw fragment that parsers trip on. */
const segment = fc.oneof(
  hostileString.map((text) => encodeURIComponent(text.slice(0, 2000).toWellFormed()) || 'x'),
  fc.constantFrom('%', '%zz', '%E0%A4%A', '%00', '..', '%2e%2e%2f', '0', '-1', '1.5', '1e9', '99999999999999999999'),
  fc.constantFrom(...PATH_FRAGMENTS.map(encodeURIComponent), 'null', 'undefined', '__proto__', 'constructor'),
);

const query = fc
  .array(
    fc.tuple(
      fc.constantFrom(...QUERY_KEYS, '__proto__'),
      hostileString.map((text) => text.slice(0, 5000)),
    ),
    {
      maxLength: 4,
    },
  )
  .map((pairs) => (pairs.length === 0 ? '' : `?${new URLSearchParams(pairs).toString()}`));

const file = fc
  .tuple(
    fc.oneof(
      hostileString.map((text) => text.slice(0, 300)),
      fc.constantFrom(...PATH_FRAGMENTS.map((p) => `${p}.pdf`)),
    ),
    fc.oneof(fc.constant(PDF), fc.constant(PNG), fc.uint8Array({ maxLength: 256 })),
    fc.constantFrom('application/pdf', 'image/png', 'text/html', '', 'application/x-msdownload'),
  )
  .map(([name, bytes, type]) => new File([new Uint8Array(bytes)], name, { type }));

type BodyKind = { kind: 'json' | 'text' | 'form' | 'urlencoded' | 'none'; body?: BodyInit; type?: string };

const body: fc.Arbitrary<BodyKind> = fc.oneof(
  { weight: 5, arbitrary: hostileBody(KEYS).map((value) => ({ kind: 'json' as const, body: JSON.stringify(value) })) },
  {
    weight: 2,
    arbitrary: fc
      .oneof(
        fc.constantFrom('{', '{"email":', 'null', '[]', '"x"', '\u0000', '{"__proto__":{"role":"Admin"}}', 'NaN'),
        fc.constantFrom('['.repeat(50_000), '{"a":'.repeat(20_000), `"${'\\u0000'.repeat(10_000)}"`),
        hostileString,
      )
      .map((text) => ({ kind: 'text' as const, body: text })),
  },
  {
    weight: 3,
    arbitrary: fc
      .array(fc.tuple(fc.oneof(fc.constantFrom(...PART_NAMES, ...KEYS), hostileString), fc.oneof(hostileValue, file)), {
        maxLength: 5,
      })
      .map((parts) => {
        const form = new FormData();
        for (const [name, value] of parts) form.append(name, value instanceof File ? value : JSON.stringify(value));
        return { kind: 'form' as const, body: form };
      }),
  },
  {
    weight: 1,
    arbitrary: fc
      .array(fc.tuple(fc.constantFrom(...KEYS), hostileString), { maxLength: 4 })
      .map((pairs) => ({ kind: 'urlencoded' as const, body: new URLSearchParams(pairs).toString() })),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
);

/** Which token travels: mostly the right live one, so the fuzz reaches the handlers. */
const credential = fc.constantFrom('right', 'right', 'right', 'none', 'garbage', 'other side');

let context: TestContext;
let errors: ReturnType<typeof vi.spyOn>;

async function tokenFor(side: Side, which: string): Promise<string | null> {
  if (which === 'none' || side === 'none') return null;
  if (which === 'garbage') return `${SQL_FRAGMENTS[0]}.${HTML_FRAGMENTS[0]}.e30`;
  const user = () => sessionToken(context.db, 'trabajador@demo.cl');
  const company = () => sessionToken(context.db, 'empresa@demo.cl');
  if (which === 'other side') return side === 'business' ? user() : company();
  if (side === 'power') return powerToken();
  return side === 'user' ? user() : company();
}

async function send(route: ApiRoute, path: string, payload: BodyKind, which: string): Promise<Response> {
  const side = sideOf(route);
  const headers = new Headers();
  const token = await tokenFor(side, which);
  if (token !== null && side !== 'none') headers.set(HEADER[side], token);
  const withBody = route.method !== 'GET' && payload.kind !== 'none';
  if (withBody && payload.kind === 'json') headers.set('content-type', 'application/json');
  if (withBody && payload.kind === 'text') headers.set('content-type', 'application/json');
  if (withBody && payload.kind === 'urlencoded') headers.set('content-type', 'application/x-www-form-urlencoded');
  return context.app.request(path, {
    method: route.method,
    headers,
    ...(withBody ? { body: payload.body ?? null } : {}),
  });
}

async function expectSafeAnswer(response: Response, label: string): Promise<void> {
  expect(response.status, label).toBeLessThan(500);
  if (response.status >= 400) await expectSpanishError(response, label);
  else if ((response.headers.get('content-type') ?? '').includes('application/json')) await response.json();
  else await response.arrayBuffer();
}

const ANDES = 'andes-2025';
const MAIL = 'ana.perez@correo.cl';
const EXPERIENCE = {
  job_title: 'Conductor de reparto',
  nameBusiness: 'Transportes Andes',
  typeEmployment: 'Jornada completa',
  location: 'Santiago',
  start_date: '2020-01-01',
  end_date: '2021-06-30',
  job_description: 'Reparto de última milla en la zona oriente.',
};

/** A valid request per JSON route: each run makes one field hostile, so the fuzz gets past the
 * first "required" and reaches the handlers, the database and the outbox. */
const NEAR_VALID: readonly (readonly [string, string, Record<string, unknown>])[] = [
  ['POST', '/auth/login', { email: 'trabajador@demo.cl', password: 'Demo12345', rgs: ANDES }],
  ['POST', '/auth/reset-password', { email: 'trabajador@demo.cl', rgs: ANDES }],
  ['POST', '/auth/worker-sign-in-link', { email: 'trabajador@demo.cl' }],
  ['POST', '/auth/reset-password-verify-token', { token: 'abc', rgs: ANDES }],
  ['POST', '/auth/reset-password-confirm', { token: 'abc', password: 'Nueva12345', rgs: ANDES }],
  ['POST', '/auth/validate-code-email-verification', { code: '123456', token: 'abc' }],
  ['POST', '/api/users/validate-email-user', { email: MAIL, rgs: ANDES }],
  ['POST', '/api/users/validate-rut-user', { rut: '12.345.678-5', rgs: ANDES }],
  ['POST', '/api/users/validate-phone-user', { phone: '56987654321', rgs: ANDES }],
  [
    'POST',
    '/contact/emails/reu',
    { phone: '56912345678', firstname: 'Ana', lastname: 'Pérez', email: MAIL, message: 'Hola' },
  ],
  ['POST', '/contact/send-email-contact', { name: 'Ana', email: MAIL, subject: 'Consulta', message: 'Hola' }],
  [
    'POST',
    '/contact/send-email-inquiries-complaints',
    { kind: 'consulta', name: 'Ana', rut: '12.345.678-5', email: MAIL, company: '', message: 'Hola' },
  ],
  [
    'POST',
    '/business/contact-business',
    {
      name_business: 'Flota Sur',
      name: 'Ana',
      email: MAIL,
      industry: 'Logística',
      team_size: '1 a 50',
      message: 'Hola',
      phone: '56912345678',
    },
  ],
  [
    'POST',
    '/business/register',
    {
      ...{ name_business: 'Flota Sur', rut_business: '12.345.678-5', name: 'Ana', email: MAIL, id_vehicle: 1 },
      ...{
        vehicles_needed: 3,
        id_region: 13000,
        id_schedule: 1,
        start_date: '2099-01-01',
        requirements: '',
        phone: '56912345678',
      },
    },
  ],
  ['POST', '/business/create-job-posting', postingPayload()],
  ['PUT', '/business/update-job-posting/1', postingPayload()],
  ['POST', '/business/search-my-job-postings', { search: 'furgón' }],
  [
    'POST',
    '/business/send-email-to-user-jobpostulate',
    {
      ...{ subject: 'Entrevista', message: 'Hola', name_user: 'Camila Rojas', user_email: 'trabajador@demo.cl' },
      ...{ email_business: 'empresa@demo.cl', name_business: 'Transportes Andes', phone_business: '56911111111' },
    },
  ],
  [
    'POST',
    '/api/users/update-data-user',
    { firstname: 'Camila', lastname: 'Rojas', address: 'Ñuñoa 123', about_me: 'Hola' },
  ],
  ['POST', '/api/users/experience-work/add-experience-work', EXPERIENCE],
  ['PUT', '/api/users/experience-work/update-experience-work/1', EXPERIENCE],
  [
    'POST',
    '/api/users/bank-details/add-bank-details',
    {
      ...{ account_holder_name: 'Camila Rojas', bank_name: 'Banco Estado', account_type: 'Cuenta Rut' },
      ...{
        account_number: '12345678',
        rut_account: '12.345.678-5',
        email: MAIL,
        phone: '56987654321',
        invoice_type: 'Boleta',
      },
    },
  ],
  ['PUT', '/api/users/bank-details/change-select-bank/1', { selected: true }],
  ['POST', '/api/users/filter-job-postings', { id_region: 13000, id_vehicle: 1 }],
  ['POST', '/api/users/search-job-postings', { search_jps: 'furgón', id_zone: 2 }],
  ['POST', '/api/users/save-posting', { id_publication: 1 }],
  ['POST', '/api/users/postulate-job-posting', { id_publication: 2 }],
  [
    'POST',
    '/api/users/update-password',
    { current_password: 'Demo12345', new_password: 'Nueva12345', confirm_password: 'Nueva12345' },
  ],
  ['POST', '/_dev/power-token', { expiresInSeconds: 60 }],
  ['POST', '/business/review/documents/1/approve', { issue_date: '2024-01-15', expiration_date: '2030-01-15' }],
  ['POST', '/business/review/documents/1/reject', { reason: 'otro', detail: 'La foto no corresponde.' }],
  ['POST', '/business/review/approve-many', { documents: [{ id_file: 1, version: 1, issue_date: '2024-01-15' }] }],
  ['PUT', '/business/required-documents/1', { documents: [{ purpose_name: 'licencia_conducir' }, { title: 'Curso' }] }],
  ['POST', '/api/users/news/dismiss', { until: 1 }],
  ['POST', '/api/users/email-verification/confirm', { code: '123456' }],
];

beforeAll(async () => {
  context = await createTestContext({ devRoutes: true });
  errors = vi.spyOn(log, 'error');
});

afterAll(() => context.cleanup());

// Resetting the demo data takes seconds per call; it is sent one hostile body below instead.
const FUZZED = () => routeTable(context.app).filter((route) => route.path !== '/_dev/reset');

describe('every route of the local API under hostile input', () => {
  it('finds the whole route table', () => {
    expect(FUZZED().length).toBeGreaterThan(60);
  });

  it('never answers 5xx, never throws, always 4xx JSON in Spanish', async () => {
    for (const route of FUZZED()) {
      await fc.assert(
        fc.asyncProperty(
          fc.array(segment, { minLength: 3, maxLength: 3 }),
          query,
          body,
          credential,
          async (segments, search, payload, which) => {
            let index = 0;
            const path = `${fillPath(route.path, () => segments[index++ % 3] ?? 'x')}${search}`;
            const label = `${route.method} ${path.slice(0, 200)} [${payload.kind}, ${which}]`;
            await expectSafeAnswer(await send(route, path, payload, which), label);
          },
        ),
        { numRuns: 12 },
      );
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('never answers 5xx to a valid request with one hostile field', async () => {
    for (const [method, path, valid] of NEAR_VALID) {
      const route = routeTable(context.app).find(
        (entry) => entry.method === method && fillPath(entry.path, () => '1') === path,
      );
      expect(route, path).toBeDefined();
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...Object.keys(valid), '__proto__', 'role'),
          hostileValue,
          async (key, value) => {
            const payload = { ...valid };
            Object.defineProperty(payload, key, { value, enumerable: true });
            const label = `${method} ${path} with ${key} = ${JSON.stringify(value).slice(0, 120)}`;
            await expectSafeAnswer(
              await send(route!, path, { kind: 'json', body: JSON.stringify(payload) }, 'right'),
              label,
            );
          },
        ),
        { numRuns: 25 },
      );
    }
    expect(errors).not.toHaveBeenCalled();
  });

  it('writes nothing outside its files folder, whatever the uploads were called', () => {
    const root = join(context.filesDir, '..');
    const files = readdirSync(root, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile());
    const outside = files.filter((entry) => relative(context.filesDir, entry.parentPath).startsWith('..'));
    expect(outside.map((entry) => join(entry.parentPath, entry.name))).toEqual([]);
  });

  it('answers a body over the size limit with 413 in Spanish', async () => {
    const route = { method: 'POST', path: '/contact/send-email-contact' };
    const huge = 'a'.repeat(MAX_BODY_BYTES + 1);
    const response = await context.app.request(route.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(huge.length) },
      body: huge,
    });
    expect(response.status).toBe(413);
    await expectSpanishError(response, 'oversized body');
  });

  it('takes a hostile body on the demo reset without failing', async () => {
    const response = await context.app.request('/_dev/reset', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ __proto__: { admin: true }, sql: SQL_FRAGMENTS[1] }),
    });
    expect(response.status).toBe(200);
  });
});
