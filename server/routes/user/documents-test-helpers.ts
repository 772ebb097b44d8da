// Helpers for the worker document and record route tests: a seeded app, signed-in tokens of the
// two demo workers and of a company, their profile ids, and authenticated requests.
import { PLAIN_PDF } from '../../lib/test-images.ts';
import { int } from '../../db/rows.ts';
import { DEMO_PASSWORD, DEMO_TENANTS } from '../../seed/demo.ts';
import { createTestContext, jsonRequest, type TestContext, type TestContextOptions } from '../../test-support.ts';

export interface WorkerSession {
  readonly token: string;
  readonly profiles: readonly number[];
}

export interface RecordsTestContext extends TestContext {
  readonly worker: WorkerSession;
  readonly workerSur: WorkerSession;
  readonly companyToken: string;
  readonly get: (path: string, token: string, header?: string) => Promise<Response>;
  readonly post: (path: string, body: BodyInit, token: string) => Promise<Response>;
}

async function signIn(context: TestContext, email: string, rgs?: string): Promise<string> {
  const body = rgs === undefined ? { email, password: DEMO_PASSWORD } : { email, password: DEMO_PASSWORD, rgs };
  const response = await context.app.request('/auth/login', jsonRequest(body));
  const answer = (await response.json()) as { data?: { token_jwt?: string } };
  const token = answer.data?.token_jwt;
  if (!token) throw new Error(`Could not sign in ${email}: ${response.status}`);
  return token;
}

function profilesOf(context: TestContext, email: string): number[] {
  return context.db
    .prepare(
      `SELECT p.id_profile_user FROM user_profiles p JOIN users u ON u.id_user = p.id_user
       WHERE u.email = ? ORDER BY p.id_profile_user`,
    )
    .all(email)
    .map((row) => int(row, 'id_profile_user'));
}

export async function createRecordsContext(options: TestContextOptions = {}): Promise<RecordsTestContext> {
  const context = await createTestContext(options);
  const worker = {
    token: await signIn(context, 'trabajador@demo.cl', DEMO_TENANTS.andes.rgs),
    profiles: profilesOf(context, 'trabajador@demo.cl'),
  };
  const workerSur = {
    token: await signIn(context, 'trabajador.sur@demo.cl', DEMO_TENANTS.sur.rgs),
    profiles: profilesOf(context, 'trabajador.sur@demo.cl'),
  };
  return {
    ...context,
    worker,
    workerSur,
    companyToken: await signIn(context, 'empresa@demo.cl'),
    get: async (path, token, header = 'auth-user') => context.app.request(path, { headers: { [header]: token } }),
    post: async (path, body, token) =>
      context.app.request(path, { method: 'POST', body, headers: { 'auth-user': token } }),
  };
}

/** A multipart upload body: `files` keyed by purpose name plus `data` = { id_profile_user }. */
export function uploadBody(idProfileUser: number | string, files: Record<string, File>): FormData {
  const form = new FormData();
  for (const [purpose, file] of Object.entries(files)) form.append(purpose, file);
  form.append('data', JSON.stringify({ id_profile_user: idProfileUser }));
  return form;
}

export const PDF_BYTES = PLAIN_PDF;

export function pdfFile(name = 'documento.pdf', bytes: Uint8Array<ArrayBuffer> = PDF_BYTES): File {
  return new File([bytes], name, { type: 'application/pdf' });
}
