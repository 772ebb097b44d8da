// Tokens and access, in process: every protected route (read from the app's own route table)
// refuses missing, tampered, unsigned (alg none), expired, foreign-secret, revoked and wrong-role
// tokens; one worker cannot read or change another's documents, contracts, banks or experience;
// one company cannot touch another's postings or applicants; uploads land in their own folder
// whatever the file is called; CORS answers only the site origin.
import { PLAIN_PDF, TINY_PNG } from './lib/test-images.ts';
import { BANK_DETAILS_SAMPLE } from '../src/lib/validation/bank-details.sample.ts';
import { randomUUID } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEV_JWT_SECRET } from './deps.ts';
import { signJwt } from './lib/jwt.ts';
import {
  HEADER,
  accountId,
  expectSpanishError,
  fillPath,
  ownerToken,
  powerToken,
  routeTable,
  sessionToken,
  sideOf,
  type ApiRoute,
} from './security-test-support.ts';
import { TEST_SITE_ORIGIN, createTestContext, type TestContext } from './test-support.ts';
import { POWER_FIELDS_SAMPLE } from '../src/lib/contract/power.sample.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.cleanup());

const WORKER = 'trabajador@demo.cl';
const COMPANY = 'empresa@demo.cl';

function base64Url(value: unknown): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

function claimsOf(token: string): Record<string, unknown> {
  return JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** Every way a token can be wrong, for a route that expects `email`'s live token. */
async function badTokens(email: string, otherSide: string): Promise<Record<string, string>> {
  const good = await sessionToken(context.db, email);
  const [header = '', , signature = ''] = good.split('.');
  const claims = claimsOf(good);
  const otherUser = accountId(context.db, otherSide);
  const now = Math.floor(Date.now() / 1000);
  return {
    'a tampered payload (another account, signature kept)': `${header}.${base64Url({ ...claims, sub: String(otherUser) })}.${signature}`,
    'a tampered role': `${header}.${base64Url({ ...claims, role: claims['role'] === 'User' ? 'Business' : 'User' })}.${signature}`,
    'an unsigned token (alg none)': `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url({ ...claims, exp: now + 3600 })}.`,
    'alg none with the old signature': `${base64Url({ alg: 'none', typ: 'JWT' })}.${base64Url(claims)}.${signature}`,
    'another algorithm in the header': `${base64Url({ alg: 'HS512', typ: 'JWT' })}.${base64Url(claims)}.${signature}`,
    'an expired token': await sessionToken(context.db, email, new Date(Date.now() - 9 * 60 * 60 * 1000)),
    'a token signed with another secret': await signJwt(claims, 'not-the-api-secret', { expiresInSeconds: 3600 }),
    'a token of an account that does not exist': await signJwt(
      { ...claims, sub: '999999', jti: randomUUID() },
      DEV_JWT_SECRET,
      { expiresInSeconds: 3600 },
    ),
    'the other side’s live token': await sessionToken(context.db, otherSide),
    'a simple-power token': await powerToken(),
    'the live token with a padded signature': `${good}=`,
    'a malformed value': 'Bearer x.y',
    'an empty value': '',
  };
}

/** The public routes, by design; everything else must refuse a request without a token. */
const PUBLIC = [
  /^\/auth\/(login|validate-code-email-verification|reset-password(-verify-token|-confirm)?|worker-sign-in-link)$/,
  /^\/general-data\//,
  /^\/api\/users\/(validate-business-register\/|validate-(email|rut|phone)-user$|register$|register\/lookups\/)/,
  /^\/forms\/register\//,
  /^\/geocoder\//,
  /^\/public-files\//,
  /^\/contact\//,
  /^\/business\/(contact-business|register)$/,
  /^\/api\/public\/verify\//,
  // The provider's notifications: checked by their signature and verify token, not by a session.
  /^\/webhooks\//,
  /^\/api\/public\/job-postings\//,
  // A load balancer's health checks: nothing personal, nothing that changes.
  /^\/(healthz|readyz)$/,
];

const isPublic = (route: ApiRoute) => PUBLIC.some((pattern) => pattern.test(route.path));

async function request(route: ApiRoute, header: string | null, token: string | null): Promise<Response> {
  const headers = new Headers({ 'content-type': 'application/json' });
  if (header !== null && token !== null) headers.set(header, token);
  const path = fillPath(route.path, () => '1');
  return context.app.request(path, {
    method: route.method,
    headers,
    ...(route.method === 'GET' ? {} : { body: '{}' }),
  });
}

describe('protected routes', () => {
  const routes = () => routeTable(context.app).filter((route) => !isPublic(route));

  it('are every route outside the public list, each with a known token side', () => {
    expect(routes().length).toBeGreaterThan(45);
    for (const route of routes()) expect(sideOf(route), `${route.method} ${route.path}`).not.toBe('none');
  });

  it('refuse a request without a token with 401 in Spanish', async () => {
    for (const route of routes()) {
      const response = await request(route, null, null);
      expect(response.status, `${route.method} ${route.path}`).toBe(401);
      await expectSpanishError(response, `${route.method} ${route.path}`);
    }
  });

  it('let the right live token through (so the refusals below mean something)', async () => {
    for (const route of routes()) {
      const side = sideOf(route);
      if (side === 'none') continue;
      const token =
        side === 'power'
          ? await powerToken()
          : side === 'owner'
            ? await ownerToken(context.db)
            : await sessionToken(context.db, side === 'business' ? COMPANY : WORKER);
      const response = await request(route, HEADER[side], token);
      expect(response.status, `${route.method} ${route.path}`).not.toBe(401);
    }
  });

  for (const side of ['user', 'business'] as const) {
    it(`refuse every bad ${side} token with 401 in Spanish`, async () => {
      const [email, other] = side === 'user' ? [WORKER, COMPANY] : [COMPANY, WORKER];
      for (const route of routes().filter((entry) => sideOf(entry) === side)) {
        for (const [name, token] of Object.entries(await badTokens(email, other))) {
          const label = `${route.method} ${route.path} with ${name}`;
          const response = await request(route, HEADER[side], token);
          expect(response.status, label).toBe(401);
          await expectSpanishError(response, label);
        }
      }
    });
  }

  it('refuse a token after its logout', async () => {
    for (const [email, side, logout] of [
      [WORKER, 'user', '/auth/logout/user'],
      [COMPANY, 'business', '/auth/logout/business'],
    ] as const) {
      const token = await sessionToken(context.db, email);
      const out = await context.app.request(logout, { method: 'POST', headers: { [HEADER[side]]: token } });
      expect(out.status).toBe(200);
      for (const route of routes().filter((entry) => sideOf(entry) === side)) {
        expect((await request(route, HEADER[side], token)).status, `${route.path} after logout`).toBe(401);
      }
    }
  });

  it('refuse the simple power with a session token, an expired, tampered or unsigned power token', async () => {
    const route = routeTable(context.app).find((entry) => sideOf(entry) === 'power');
    expect(route).toBeDefined();
    const good = await powerToken();
    const [header = '', , signature = ''] = good.split('.');
    const claims = claimsOf(good);
    for (const [name, token] of Object.entries({
      'a worker session token': await sessionToken(context.db, WORKER),
      'an expired power token': await powerToken(-60),
      'a tampered power token': `${header}.${base64Url({ ...claims, sub: 'otro' })}.${signature}`,
      'an unsigned power token': `${base64Url({ alg: 'none' })}.${base64Url(claims)}.`,
      'no token': null,
    })) {
      const response = await request(route!, 'auth-user', token);
      expect(response.status, name).toBe(401);
      await expectSpanishError(response, name);
    }
  });
});

/** Authenticated JSON call as the given account. */
async function call(email: string, method: string, path: string, body?: unknown): Promise<Response> {
  const side = email.startsWith('empresa') ? 'auth-business' : 'auth-user';
  const headers = new Headers({ [side]: await sessionToken(context.db, email) });
  if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
  const init: RequestInit = { method, headers };
  if (body !== undefined) init.body = body instanceof FormData ? body : JSON.stringify(body);
  return context.app.request(path, init);
}

async function json<T>(response: Response): Promise<T> {
  expect(response.status, await response.clone().text()).toBeLessThan(300);
  return (await response.json()) as T;
}

function profilesOf(email: string): number[] {
  return context.db
    .prepare('SELECT p.id_profile_user AS id FROM user_profiles p JOIN users u USING (id_user) WHERE u.email = ?')
    .all(email)
    .map((row) => Number(row['id']));
}

interface DocumentFile {
  id_file: number;
  purpose_name: string;
  url_file: string | null;
  isUploaded: boolean;
  file_status: string | null;
}

describe('one worker and another', () => {
  const OTHERS = ['trabajador.sur@demo.cl', 'verifica@demo.cl'] as const;
  let profile = 0;
  let files: DocumentFile[] = [];
  let contract = { original_document_id: 0, id_history: 0 };
  let experienceId = 0;
  let bankId = 0;

  const snapshot = async () => ({
    documents: await json<unknown>(
      await call(WORKER, 'GET', `/api/users/files/default/obtain-all-documents-user?id_profile_user=${profile}`),
    ),
    custom: await json<unknown>(
      await call(WORKER, 'GET', `/api/users/files/custom/obtain-all-documents-user?id_profile_user=${profile}`),
    ),
    experience: await json<unknown>(await call(WORKER, 'GET', '/api/users/experience-work/get-experience-work')),
    banks: await json<unknown>(await call(WORKER, 'GET', '/api/users/bank-details/get-banks-details')),
    contracts: await json<unknown>(await call(WORKER, 'GET', '/api/users/contracts/all')),
  });

  beforeAll(async () => {
    profile = profilesOf(WORKER)[0] ?? 0;
    const documents = await json<{
      data: { files: { filesGeneral: DocumentFile[]; filesPersonalizated: DocumentFile[] } };
    }>(await call(WORKER, 'GET', `/api/users/files/default/obtain-all-documents-user?id_profile_user=${profile}`));
    files = [...documents.data.files.filesGeneral, ...documents.data.files.filesPersonalizated];
    const contracts = await json<{ data: { status: string; original_document_id: number; id_history: number }[] }>(
      await call(WORKER, 'GET', '/api/users/contracts/all'),
    );
    contract = contracts.data.find((entry) => entry.status === 'SIGNED') ?? contract;
    await json(
      await call(WORKER, 'POST', '/api/users/experience-work/add-experience-work', {
        job_title: 'Conductor de reparto',
        nameBusiness: 'Transportes Andes',
        typeEmployment: 'Jornada completa',
        location: 'Santiago',
        start_date: '2020-01-01',
        end_date: '2021-06-30',
        job_description: 'Reparto de última milla.',
      }),
    );
    const experience = await json<{ data: { id_ew: number }[] }>(
      await call(WORKER, 'GET', '/api/users/experience-work/get-experience-work'),
    );
    experienceId = experience.data[0]?.id_ew ?? 0;
    await json(await call(WORKER, 'POST', '/api/users/bank-details/add-bank-details', BANK_DETAILS_SAMPLE));
    const banks = await json<{ data: { id_bank_detail: number }[] }>(
      await call(WORKER, 'GET', '/api/users/bank-details/get-banks-details'),
    );
    bankId = banks.data[0]?.id_bank_detail ?? 0;
  });

  it('has something of its own to protect', () => {
    expect(profile).toBeGreaterThan(0);
    expect(files.some((file) => file.isUploaded && file.url_file)).toBe(true);
    expect(files.some((file) => ['PENDING', 'REJECTED', null].includes(file.file_status))).toBe(true);
    expect(contract.id_history).toBeGreaterThan(0);
    expect(experienceId).toBeGreaterThan(0);
    expect(bankId).toBeGreaterThan(0);
  });

  it.each(OTHERS)('%s can neither read nor change any of it', async (other) => {
    const before = await snapshot();
    const uploaded = files.find((file) => file.isUploaded && file.url_file);
    const replaceable = files.find((file) => ['PENDING', 'REJECTED', null].includes(file.file_status));
    const ownProfile = profilesOf(other)[0] ?? 1;
    const pdf = new File([PLAIN_PDF], 'mio.pdf', { type: 'application/pdf' });
    const upload = (folder: string, idProfileUser: number) => {
      const form = new FormData();
      form.append(replaceable?.purpose_name ?? 'licencia_conducir', pdf);
      form.append('data', JSON.stringify({ id_profile_user: idProfileUser }));
      return call(other, 'POST', `/api/users/files/${folder}/upload-files-user`, form);
    };
    const attempts: [string, Promise<Response>][] = [
      [
        'list documents',
        call(other, 'GET', `/api/users/files/default/obtain-all-documents-user?id_profile_user=${profile}`),
      ],
      [
        'list custom documents',
        call(other, 'GET', `/api/users/files/custom/obtain-all-documents-user?id_profile_user=${profile}`),
      ],
      [
        'read a document',
        call(other, 'GET', `/api/users/files/default/get-file-user/${uploaded?.purpose_name}/${profile}`),
      ],
      ['download a document', call(other, 'GET', uploaded?.url_file ?? '/')],
      [
        'download it through an own profile',
        call(other, 'GET', `/api/users/files/default/download-file/${ownProfile}/${uploaded?.id_file}`),
      ],
      ['upload over a document', upload('default', profile)],
      ['upload over a custom document', upload('custom', profile)],
      [
        'download a contract',
        call(
          other,
          'GET',
          `/api/users/contracts/download-file/${contract.original_document_id}/${contract.id_history}`,
        ),
      ],
      [
        'read an experience',
        call(other, 'GET', `/api/users/experience-work/get-experience-work-for-update/${experienceId}`),
      ],
      [
        'change an experience',
        call(other, 'PUT', `/api/users/experience-work/update-experience-work/${experienceId}`, {
          job_title: 'Cambiado por otro',
          nameBusiness: 'Otra empresa',
          typeEmployment: 'Jornada parcial',
          location: 'Temuco',
          start_date: '2019-01-01',
          end_date: '2019-02-01',
          job_description: 'Nada',
        }),
      ],
      [
        'delete an experience',
        call(other, 'DELETE', `/api/users/experience-work/delete-experience-work/${experienceId}`),
      ],
      ['read a bank', call(other, 'GET', `/api/users/bank-details/get-bank-details-for-update/${bankId}`)],
      [
        'change a bank',
        call(other, 'PUT', `/api/users/bank-details/update-bank-details/${bankId}`, { account_number: '999999' }),
      ],
      [
        'select a bank',
        call(other, 'PUT', `/api/users/bank-details/change-select-bank/${bankId}`, { selected: false }),
      ],
      ['delete a bank', call(other, 'DELETE', `/api/users/bank-details/delete-bank-details/${bankId}`)],
    ];
    for (const [name, pending] of attempts) {
      const response = await pending;
      expect([403, 404], `${other}: ${name}`).toContain(response.status);
      await expectSpanishError(response, `${other}: ${name}`);
    }
    for (const list of ['experience', 'banks'] as const) {
      const own = await json<{ data: unknown[] }>(
        await call(
          other,
          'GET',
          list === 'banks'
            ? '/api/users/bank-details/get-banks-details'
            : '/api/users/experience-work/get-experience-work',
        ),
      );
      expect(JSON.stringify(own.data), `${other} sees none of the worker's ${list}`).not.toMatch(
        /Camila Rojas|Reparto de última milla/,
      );
    }
    expect(await snapshot()).toEqual(before);
  });

  it("a worker of another company cannot list that company's profiles", async () => {
    const andes = context.db
      .prepare("SELECT id_business FROM businesses WHERE name_business = 'transportes-andes'")
      .get();
    const response = await call(
      'trabajador.sur@demo.cl',
      'GET',
      `/api/users/get-all-profiles-business/${String(andes?.['id_business'])}`,
    );
    expect(response.status).toBe(403);
  });
});

describe('one company and another', () => {
  const OTHER = 'empresa.sur@demo.cl';

  it('cannot read, change, delete or see the applicants of postings it does not own', async () => {
    const own = await json<{ data: { id_publication: number; applicants: number }[] }>(
      await call(COMPANY, 'GET', '/business/job-postings'),
    );
    const target = own.data.find((posting) => posting.applicants > 0) ?? own.data[0];
    expect(target).toBeDefined();
    const id = target!.id_publication;
    const before = await json<unknown>(await call(COMPANY, 'GET', `/business/get-data-job-posting-to-update/${id}`));
    const applicants = await json<{ data: { name_user: string; user_email: string }[] }>(
      await call(COMPANY, 'GET', `/business/get-postulates-job-posting/${id}`),
    );
    const mails = () => Number(context.db.prepare('SELECT COUNT(*) AS n FROM outbox').get()?.['n']);
    const mailsBefore = mails();
    const applicant = applicants.data[0] ?? { name_user: 'Camila Rojas', user_email: WORKER };

    const attempts: [string, Promise<Response>][] = [
      ['read it for update', call(OTHER, 'GET', `/business/get-data-job-posting-to-update/${id}`)],
      ['update it', call(OTHER, 'PUT', `/business/update-job-posting/${id}`, { title: 'Tomada por otra empresa' })],
      ['delete it', call(OTHER, 'DELETE', `/business/delete-job-posting/${id}`)],
      ['list its applicants', call(OTHER, 'GET', `/business/get-postulates-job-posting/${id}`)],
      [
        'e-mail its applicant',
        call(OTHER, 'POST', '/business/send-email-to-user-jobpostulate', {
          subject: 'Oferta',
          message: 'Hola',
          name_user: applicant.name_user,
          user_email: applicant.user_email,
          email_business: OTHER,
          name_business: 'Logística Sur',
          phone_business: '56412987654',
        }),
      ],
    ];
    for (const [name, pending] of attempts) {
      const response = await pending;
      expect([400, 403, 404], name).toContain(response.status);
      await expectSpanishError(response, name);
    }
    expect(await json<unknown>(await call(COMPANY, 'GET', `/business/get-data-job-posting-to-update/${id}`))).toEqual(
      before,
    );
    expect(mails()).toBe(mailsBefore);
    const theirs = await json<{ data: { id_publication: number }[] }>(
      await call(OTHER, 'GET', '/business/job-postings'),
    );
    expect(theirs.data.map((posting) => posting.id_publication)).not.toContain(id);
    const found = await json<{ postings: { id_publication: number }[] }>(
      await call(OTHER, 'POST', '/business/search-my-job-postings', { search: '' }),
    );
    expect(found.postings.map((posting) => posting.id_publication)).not.toContain(id);
  });
});

/** Every file under `root`, as paths relative to it. */
function filesUnder(root: string): string[] {
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

const ESCAPING_NAMES = [
  '../../../../tmp/escape.pdf',
  '..\\..\\escape.pdf',
  '/etc/escape.pdf',
  'a/../../escape.pdf',
  '%2e%2e%2fescape.pdf',
  '....//escape.pdf',
  'escape.pdf\u0000.png',
  `${'x'.repeat(300)}.pdf`,
  '.htaccess.pdf',
  'CON.pdf',
];

/** Where the API records the files it stored (relative to the files folder, or public URLs). */
const STORED_PATHS = [
  'SELECT storage_path AS path FROM user_files WHERE storage_path IS NOT NULL',
  'SELECT storage_path AS path FROM contact_requests WHERE storage_path IS NOT NULL',
  'SELECT storage_path AS path FROM simple_power_files',
  'SELECT storage_path AS path FROM registration_files',
  "SELECT replace(img_profile, '/public-files/', '') AS path FROM users WHERE img_profile LIKE '/public-files/%'",
];

const POWER_FIELDS = POWER_FIELDS_SAMPLE;

describe('uploads', () => {
  it.each(ESCAPING_NAMES)('stay inside the files folder when the file is called %s', async (name) => {
    const root = join(context.filesDir, '..');
    const outside = () => filesUnder(root).filter((path) => path.split(sep)[0] !== 'files');
    const before = outside();
    const pdf = PLAIN_PDF;
    const png = TINY_PNG;
    const profile = profilesOf('trabajador.sur@demo.cl')[0] ?? 0;
    const documents = await json<{ data: { files: { filesGeneral: DocumentFile[] } } }>(
      await call(
        'trabajador.sur@demo.cl',
        'GET',
        `/api/users/files/default/obtain-all-documents-user?id_profile_user=${profile}`,
      ),
    );
    const purpose = documents.data.files.filesGeneral.find((file) => file.file_status !== 'ACCEPTED')?.purpose_name;

    const document = new FormData();
    document.append(purpose ?? 'licencia_conducir', new File([pdf], name, { type: 'application/pdf' }));
    document.append('data', JSON.stringify({ id_profile_user: profile }));
    const image = new FormData();
    image.append('newProfileImage', new File([png], name.replace(/pdf$/, 'png'), { type: 'image/png' }));
    const logo = new FormData();
    logo.append('logoBusiness', new File([png], name.replace(/pdf$/, 'png'), { type: 'image/png' }));
    logo.append(
      'data',
      JSON.stringify({
        ...{ name_business: 'Transportes Quillota', rut_business: '76.086.428-5', name: 'Pedro Soto' },
        ...{ email: 'pedro@quillota.cl', phone: '56987654321', id_vehicle: 1, vehicles_needed: 12 },
        ...{ id_region: 13000, id_schedule: 1, start_date: '2099-06-02', requirements: '' },
      }),
    );
    const power = new FormData();
    for (const [field, value] of Object.entries(POWER_FIELDS)) power.append(field, value);
    for (const side of ['frontal', 'posterior']) {
      power.append(
        `files[cedula_identidad_${side}_owner]`,
        new File([png], name.replace(/pdf$/, 'png'), { type: 'image/png' }),
      );
    }
    const answers = [
      await context.app.request('/api/users/create-power-simple', {
        method: 'POST',
        headers: { 'auth-user': await powerToken() },
        body: power,
      }),
      await call('trabajador.sur@demo.cl', 'POST', '/api/users/files/default/upload-files-user', document),
      await call('trabajador.sur@demo.cl', 'POST', '/api/users/update-profile-image', image),
      await context.app.request('/business/register', { method: 'POST', body: logo }),
    ];
    // Every upload is accepted (the name is only a label), so what is checked below is real storage.
    for (const answer of answers) expect(answer.status, await answer.clone().text()).toBeLessThan(300);
    expect(outside()).toEqual(before);
    const stored = STORED_PATHS.flatMap((sql) =>
      context.db
        .prepare(sql)
        .all()
        .map((row) => String(row['path'])),
    );
    expect(stored.length).toBeGreaterThan(0);
    for (const path of stored) {
      expect(path).not.toMatch(/\.\.|^\/|\\/);
      expect(path.includes('\u0000')).toBe(false);
    }
    expect(filesUnder(context.filesDir).some((path) => path.includes('escape'))).toBe(false);
  });
});

describe('CORS', () => {
  const routes = () => routeTable(context.app);

  it('answers the site origin with credentials and the auth headers, on every route', async () => {
    for (const route of routes()) {
      const response = await context.app.request(
        fillPath(route.path, () => '1'),
        {
          method: 'OPTIONS',
          headers: {
            origin: TEST_SITE_ORIGIN,
            'access-control-request-method': route.method,
            'access-control-request-headers': 'content-type,auth-user,auth-business',
          },
        },
      );
      expect(response.status, route.path).toBeLessThan(300);
      expect(response.headers.get('access-control-allow-origin'), route.path).toBe(TEST_SITE_ORIGIN);
      expect(response.headers.get('access-control-allow-credentials'), route.path).toBe('true');
      expect(response.headers.get('access-control-allow-headers') ?? '', route.path).toMatch(/auth-user/);
    }
  });

  it.each([
    'https://evil.example',
    'null',
    `${TEST_SITE_ORIGIN}.evil.example`,
    TEST_SITE_ORIGIN.replace('localhost', 'evil.localhost'),
    TEST_SITE_ORIGIN.replace('http:', 'https:'),
    `${TEST_SITE_ORIGIN}0`,
    TEST_SITE_ORIGIN.replace(/:\d+$/, ''),
  ])('gives no CORS grant to %s, on every route', async (origin) => {
    for (const route of routes()) {
      const path = fillPath(route.path, () => '1');
      const preflight = await context.app.request(path, {
        method: 'OPTIONS',
        headers: {
          origin,
          'access-control-request-method': route.method,
          'access-control-request-headers': 'auth-user',
        },
      });
      const simple = await context.app.request(path, {
        method: route.method === 'GET' ? 'GET' : 'POST',
        headers: { origin, 'auth-user': await sessionToken(context.db, WORKER) },
      });
      for (const response of [preflight, simple]) {
        const allowed = response.headers.get('access-control-allow-origin');
        expect(allowed === origin || allowed === '*', `${route.path} for ${origin}: ${allowed}`).toBe(false);
      }
    }
  });
});
