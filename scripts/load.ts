// `npm run load`: a bounded load test on loopback that stops by itself. Starts the local API on a
// temporary database (the demo data plus a company with LOAD_REVIEW_DOCUMENTS, default 20,000,
// documents awaiting review) and the static server on free ports, then drives each scenario with
// autocannon (LOAD_CONNECTIONS, default 100, for LOAD_SECONDS, default 20): sign-in, the postings
// filter, the home postings, the document list (worker token), the review queue walked page by
// page through all those documents and the demo company's queue (company tokens), and the static
// home page. Every answer must be the expected status with a complete body (reads are compared
// byte for byte with a reference answer; each queue page must hold its 50 documents and the
// whole count), and every sign-in must be on disk afterwards. Reports p50, p95 and p99. Writes
// docs/measurements/load.md (committed), reports/load.md and reports/load.json; exits non-zero
// on any error, unexpected status, mismatch or lost write.
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { openDatabase } from '../server/db/database.ts';
import { migrate } from '../server/db/migrate.ts';
import { hashPassword } from '../server/lib/password.ts';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_TENANTS } from '../server/seed/demo.ts';
import { diskBlobStore } from '../server/lib/blobs/disk.ts';
import { seedDemoData } from '../server/seed/index.ts';
import { LOAD_COMPANY, seedReviewLoad } from '../server/seed/review-load.ts';
import { freePort } from './lib/ports.ts';
import { run, siteEnv } from './lib/run.ts';
import { startServers } from './lib/servers.ts';

/** The part of autocannon's API this script uses (the package ships no types). */
interface Histogram {
  readonly average: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
}
interface CannonResult {
  readonly requests: Histogram & { readonly total: number };
  readonly latency: Histogram;
  readonly errors: number;
  readonly timeouts: number;
  readonly mismatches: number;
  readonly duration: number;
  readonly statusCodeStats: Record<string, { count: number }>;
}
interface CannonRequest {
  readonly method?: string;
  readonly path?: string;
  readonly body?: string;
  readonly headers?: Record<string, string>;
  readonly setupRequest?: (request: CannonRequest, context: Record<string, unknown>) => CannonRequest;
  readonly onResponse?: (status: number, body: string, context: Record<string, unknown>) => void;
}
interface CannonOptions extends CannonRequest {
  readonly url: string;
  readonly connections: number;
  readonly duration: number;
  readonly timeout: number;
  readonly requests?: readonly CannonRequest[];
  readonly expectBody?: string;
  readonly verifyBody?: (body: string) => boolean;
}
interface CannonInstance {
  on(event: 'response', listener: (client: unknown, status: number, bytes: number, ms: number) => void): void;
}
const autocannon = createRequire(import.meta.url)('autocannon') as (
  options: CannonOptions,
  done: (error: Error | null, result: CannonResult) => void,
) => CannonInstance;

/** Runs a scenario, keeping every response time (autocannon's own percentiles skip p95). */
function cannon(options: CannonOptions): Promise<{ result: CannonResult; times: number[] }> {
  const times: number[] = [];
  return new Promise((resolve, reject) => {
    const instance = autocannon(options, (error, result) => (error ? reject(error) : resolve({ result, times })));
    instance.on('response', (_client, _status, _bytes, ms) => times.push(ms));
  });
}

function percentile(sorted: readonly number[], share: number): number {
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0);
}

const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 100);
const SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
/** The built site to serve (LOAD_DIST, default .out/load/); built first when missing. Only its static files are
 * loaded here, never its pages' API calls, so the ports it was built for do not matter. */
const DIST = process.env.LOAD_DIST ?? '.out/load';
const REVIEW_DOCUMENTS = Number(process.env.LOAD_REVIEW_DOCUMENTS ?? 20_000);
const QUEUE_PAGE = 50;

if (!existsSync(join(DIST, 'index.html'))) {
  const env = siteEnv(await freePort(), await freePort());
  if ((await run('astro', ['build', '--outDir', DIST], env)) !== 0) process.exit(1);
}

// Other work on the machine skews every figure: the load average before the run goes in the report.
const loadBefore = loadavg()[0]?.toFixed(1) ?? '?';
const dataDir = mkdtempSync(join(tmpdir(), 'enlista-load-'));
// The database is prepared before the API starts (it then finds it seeded): the demo data and the
// company whose review queue holds REVIEW_DOCUMENTS documents.
{
  const db = openDatabase(join(dataDir, 'enlista.db'));
  migrate(db);
  await seedDemoData(db, join(dataDir, 'files'));
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  await seedReviewLoad(db, diskBlobStore(join(dataDir, 'files')), {
    documents: REVIEW_DOCUMENTS,
    passwordHash,
    now: new Date(),
  });
  db.close();
}
const sitePort = await freePort();
const apiPort = await freePort();
const api = `http://localhost:${apiPort}`;
const site = `http://localhost:${sitePort}`;
const servers = await startServers({ sitePort, apiPort, dataDir, dist: DIST, quiet: true });

const json = { 'content-type': 'application/json' };

async function signIn(email: string, rgs?: string) {
  const response = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ email, password: DEMO_PASSWORD, ...(rgs ? { rgs } : {}) }),
  });
  const answer = (await response.json()) as { data: { token_jwt: string; myProfiles?: { id_profile_user: number }[] } };
  return answer.data;
}

/** The exact answer a read must give every time under load. */
async function reference(url: string, init: RequestInit = {}): Promise<string> {
  const response = await fetch(url, init);
  if (!response.ok) throw new Error(`${url} answered ${response.status} before the load`);
  return response.text();
}

const worker = await signIn(DEMO_ACCOUNTS.worker.email, DEMO_TENANTS.andes.rgs);
const loadCompany = await signIn(LOAD_COMPANY.email);
const demoCompany = await signIn(DEMO_ACCOUNTS.company.email);
const queuePath = '/business/review/queue';

/** One page of the queue is complete: its 50 documents (fewer only on the last) and the whole count. */
function completeQueuePage(body: string, total: number): boolean {
  try {
    const page = JSON.parse(body) as {
      data: { id_file: number; worker_name: string }[];
      count: number;
      next_cursor: string | null;
    };
    const expected = page.next_cursor === null ? total - QUEUE_PAGE * (Math.ceil(total / QUEUE_PAGE) - 1) : QUEUE_PAGE;
    return (
      page.count === total &&
      page.data.length === expected &&
      page.data.every((item) => item.id_file > 0 && item.worker_name !== '')
    );
  } catch {
    return false;
  }
}

/** Every connection walks the whole queue: each request asks for the page after the previous one's cursor. */
const queueWalk: CannonRequest[] = Array.from({ length: Math.ceil(REVIEW_DOCUMENTS / QUEUE_PAGE) }, () => ({
  method: 'GET',
  setupRequest: (request, context) => ({
    ...request,
    path: typeof context['cursor'] === 'string' ? `${queuePath}?cursor=${context['cursor']}` : queuePath,
  }),
  onResponse: (_status, body, context) => {
    try {
      context['cursor'] = (JSON.parse(body) as { next_cursor: string | null }).next_cursor;
    } catch {
      context['cursor'] = null;
    }
  },
}));
const profile = worker.myProfiles?.[0]?.id_profile_user;
const workerHeaders = { ...json, 'auth-user': worker.token_jwt };
const filter = JSON.stringify({ id_region: 13000 });
const documents = `/api/users/files/default/obtain-all-documents-user?id_profile_user=${profile}`;

// Sign-ins with the right password are never throttled (only failures count), so four demo
// accounts take turns and every answer must be 200 with a token.
const LOGINS = [
  { email: DEMO_ACCOUNTS.worker.email, rgs: DEMO_TENANTS.andes.rgs },
  { email: DEMO_ACCOUNTS.workerSur.email, rgs: DEMO_TENANTS.sur.rgs },
  { email: DEMO_ACCOUNTS.company.email },
  { email: DEMO_ACCOUNTS.companySur.email },
];

interface Scenario {
  readonly name: string;
  readonly options: Omit<CannonOptions, 'connections' | 'duration' | 'timeout'>;
  readonly expected: number;
}

const scenarios: Scenario[] = [
  {
    name: 'POST /auth/login (4 demo accounts in turn)',
    expected: 200,
    options: {
      url: api,
      requests: LOGINS.map((login) => ({
        method: 'POST',
        path: '/auth/login',
        headers: json,
        body: JSON.stringify({ ...login, password: DEMO_PASSWORD }),
      })),
      verifyBody: (body) => /"token_jwt":"[\w-]+\.[\w-]+\.[\w-]+"/.test(body),
    },
  },
  {
    name: 'POST /api/users/filter-job-postings (worker token)',
    expected: 200,
    options: {
      url: `${api}/api/users/filter-job-postings`,
      method: 'POST',
      headers: workerHeaders,
      body: filter,
      expectBody: await reference(`${api}/api/users/filter-job-postings`, {
        method: 'POST',
        headers: workerHeaders,
        body: filter,
      }),
    },
  },
  {
    name: 'GET /general-data/get-jobpostings-home',
    expected: 200,
    options: {
      url: `${api}/general-data/get-jobpostings-home`,
      expectBody: await reference(`${api}/general-data/get-jobpostings-home`),
    },
  },
  {
    name: 'GET obtain-all-documents-user (worker token)',
    expected: 200,
    options: {
      url: `${api}${documents}`,
      headers: workerHeaders,
      expectBody: await reference(`${api}${documents}`, { headers: workerHeaders }),
    },
  },
  {
    name: `GET ${queuePath}, walking ${REVIEW_DOCUMENTS} documents 50 a page (company token)`,
    expected: 200,
    options: {
      url: api,
      headers: { 'auth-business': loadCompany.token_jwt },
      requests: queueWalk,
      verifyBody: (body) => completeQueuePage(body, REVIEW_DOCUMENTS),
    },
  },
  {
    name: `GET ${queuePath} (demo company, its first page)`,
    expected: 200,
    options: {
      url: `${api}${queuePath}`,
      headers: { 'auth-business': demoCompany.token_jwt },
      expectBody: await reference(`${api}${queuePath}`, { headers: { 'auth-business': demoCompany.token_jwt } }),
    },
  },
  {
    name: 'GET / (static home page)',
    expected: 200,
    options: { url: `${site}/`, expectBody: await reference(`${site}/`) },
  },
];

function signInsOnDisk(): number {
  const db = new DatabaseSync(join(dataDir, 'enlista.db'), { readOnly: true });
  try {
    return Number(db.prepare('SELECT COUNT(*) AS n FROM login_attempts WHERE succeeded = 1').get()?.['n']);
  } finally {
    db.close();
  }
}

interface Row {
  readonly name: string;
  readonly requests: number;
  readonly perSecond: number;
  readonly p50: number;
  readonly p95: number;
  readonly p99: number;
  readonly max: number;
  readonly statuses: Record<string, number>;
  readonly unexpected: number;
  readonly errors: number;
  readonly timeouts: number;
  readonly mismatches: number;
}

const rows: Row[] = [];
let loginsBefore = 0;
let loginsAnswered = 0;
try {
  for (const scenario of scenarios) {
    const isLogin = scenario.name.includes('/auth/login');
    if (isLogin) loginsBefore = signInsOnDisk();
    console.log(`load: ${scenario.name}, ${CONNECTIONS} connections, ${SECONDS} s`);
    const { result, times } = await cannon({
      ...scenario.options,
      connections: CONNECTIONS,
      duration: SECONDS,
      timeout: 30,
    });
    times.sort((a, b) => a - b);
    const statuses = Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, count]),
    );
    const answered = Object.values(statuses).reduce((sum, count) => sum + count, 0);
    if (isLogin) loginsAnswered = statuses[String(scenario.expected)] ?? 0;
    rows.push({
      name: scenario.name,
      requests: answered,
      perSecond: Math.round(answered / result.duration),
      p50: percentile(times, 0.5),
      p95: percentile(times, 0.95),
      p99: percentile(times, 0.99),
      max: result.latency.max,
      statuses,
      unexpected: answered - (statuses[String(scenario.expected)] ?? 0),
      errors: result.errors,
      timeouts: result.timeouts,
      mismatches: result.mismatches,
    });
    console.log(`load: ${JSON.stringify(rows.at(-1))}`);
  }
} finally {
  servers.stop();
}

// Give the API a moment to close the database, then count the sign-ins it recorded.
await new Promise((resolve) => setTimeout(resolve, 1500));
const loginsRecorded = signInsOnDisk() - loginsBefore;
rmSync(dataDir, { recursive: true, force: true });

const problems = rows.flatMap((row) =>
  [
    row.unexpected > 0 ? `${row.name}: ${row.unexpected} unexpected statuses ${JSON.stringify(row.statuses)}` : '',
    row.errors > 0 ? `${row.name}: ${row.errors} errors (${row.timeouts} timeouts)` : '',
    row.mismatches > 0 ? `${row.name}: ${row.mismatches} incomplete or different bodies` : '',
  ].filter(Boolean),
);
// Every answered sign-in must be on disk; at most one more per connection may be recorded, for
// the requests autocannon cut off when the time was up (answered by the API, never read).
if (loginsRecorded < loginsAnswered || loginsRecorded > loginsAnswered + CONNECTIONS) {
  problems.push(`sign-ins: ${loginsAnswered} answered 200 but ${loginsRecorded} recorded`);
}

const date = new Date().toISOString();
const machine = `${cpus().length} cores (${cpus()[0]?.model.trim() ?? 'unknown'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, load average ${loadBefore} before the run`;
const markdown = [
  '# Load report',
  '',
  `Date: ${date}. Machine: ${machine}. Loopback only; ${CONNECTIONS} connections for ${SECONDS} s per scenario; API on a fresh temporary database with the demo data; autocannon in the same machine.`,
  '',
  '| scenario | requests | req/s | p50 ms | p95 ms | p99 ms | max ms | statuses | errors | mismatches |',
  '|---|---:|---:|---:|---:|---:|---:|---|---:|---:|',
  ...rows.map(
    (row) =>
      `| ${row.name} | ${row.requests} | ${row.perSecond} | ${row.p50} | ${row.p95} | ${row.p99} | ${row.max} | ${Object.entries(
        row.statuses,
      )
        .map(([code, count]) => `${code}×${count}`)
        .join(' ')} | ${row.errors} | ${row.mismatches} |`,
  ),
  '',
  `Sign-ins answered 200: ${loginsAnswered}; recorded in the database: ${loginsRecorded} (the difference, at most one per connection, is the requests still in flight when the time ran out). Reads were compared byte for byte with the answer given before the load; each page of the ${REVIEW_DOCUMENTS}-document queue walk had to hold its ${QUEUE_PAGE} documents and the whole count. Sign-ins with the right password are never throttled (only failed attempts count), so no 429 is expected.`,
  '',
  problems.length === 0
    ? 'Zero errors, zero unexpected statuses, no data lost.'
    : problems.map((p) => `- FAILED ${p}`).join('\n'),
  '',
].join('\n');

mkdirSync('reports', { recursive: true });
writeFileSync('reports/load.md', markdown);
// The committed copy: the latest figures the performance notes link to.
writeFileSync('docs/measurements/load.md', markdown);
writeFileSync(
  'reports/load.json',
  JSON.stringify(
    { date, machine, connections: CONNECTIONS, seconds: SECONDS, rows, loginsAnswered, loginsRecorded, problems },
    null,
    2,
  ),
);
console.log(`\n${markdown}`);
process.exit(problems.length > 0 ? 1 : 0);
