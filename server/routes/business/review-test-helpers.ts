// Helpers of the document review route tests: a seeded app, live tokens of the demo accounts
// (minted as /auth/login signs them), JSON calls on either side, and lookups of seeded documents.
import { listOutbox } from '../../db/outbox.ts';
import { int } from '../../db/rows.ts';
import { sessionToken } from '../../security-test-support.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';

export const COMPANY = 'empresa@demo.cl';
export const COMPANY_SUR = 'empresa.sur@demo.cl';
export const WORKER = 'trabajador@demo.cl';
export const WORKER_SUR = 'trabajador.sur@demo.cl';

export interface ReviewTestContext extends TestContext {
  /** A call signed as `email` (a company on auth-business, a worker on auth-user), or unsigned. */
  readonly call: (email: string | null, method: string, path: string, body?: unknown) => Promise<Response>;
  readonly idOf: (email: string) => number;
  /** The id of `email`'s document with this purpose (the first one, over all their profiles). */
  readonly documentOf: (email: string, purpose: string) => number;
  /** The id of `email`'s document with this purpose that awaits review. */
  readonly awaitingOf: (email: string, purpose: string) => number;
  /** Makes `email` (a worker) apply to an open posting of the company `company`. */
  readonly applyTo: (email: string, company: string) => void;
  readonly outbox: () => ReturnType<typeof listOutbox>;
}

const isCompany = (email: string) => email.startsWith('empresa');

export async function createReviewContext(now?: () => Date): Promise<ReviewTestContext> {
  const context = await createTestContext(now ? { now } : {});
  const call = async (email: string | null, method: string, path: string, body?: unknown) => {
    const headers = new Headers();
    if (email !== null) {
      headers.set(isCompany(email) ? 'auth-business' : 'auth-user', await sessionToken(context.db, email, now?.()));
    }
    if (body !== undefined && !(body instanceof FormData)) headers.set('content-type', 'application/json');
    const payload = body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) };
    return context.app.request(path, { method, headers, ...payload });
  };
  const idOf = (email: string) => {
    const row = context.db.prepare('SELECT id_user FROM users WHERE email = ? ORDER BY id_user LIMIT 1').get(email);
    if (!row) throw new Error(`No account ${email}`);
    return int(row, 'id_user');
  };
  const documentOf = (email: string, purpose: string) => {
    const row = context.db
      .prepare(
        `SELECT f.id_file FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
         JOIN users u ON u.id_user = p.id_user WHERE u.email = ? AND f.purpose_name = ? ORDER BY f.id_file LIMIT 1`,
      )
      .get(email, purpose);
    if (!row) throw new Error(`No ${purpose} for ${email}`);
    return int(row, 'id_file');
  };
  const awaitingOf = (email: string, purpose: string) => {
    const row = context.db
      .prepare(
        `SELECT f.id_file FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
         JOIN users u ON u.id_user = p.id_user WHERE u.email = ? AND f.purpose_name = ?
           AND f.is_uploaded = 1 AND f.file_status IN ('PENDING', 'SOLICIT_REJECTED') ORDER BY f.id_file LIMIT 1`,
      )
      .get(email, purpose);
    if (!row) throw new Error(`No ${purpose} awaiting review for ${email}`);
    return int(row, 'id_file');
  };
  const applyTo = (email: string, company: string) => {
    const posting = context.db
      .prepare('SELECT id_publication FROM job_postings WHERE id_owner = ? ORDER BY id_publication LIMIT 1')
      .get(idOf(company));
    context.db
      .prepare('INSERT INTO applied_postings (id_user, id_publication, created_at) VALUES (?, ?, ?)')
      .run(idOf(email), int(posting ?? {}, 'id_publication'), new Date().toISOString());
  };
  return { ...context, call, idOf, documentOf, awaitingOf, applyTo, outbox: () => listOutbox(context.db) };
}

export async function json<T>(response: Response): Promise<T> {
  const text = await response.text();
  try {
    return JSON.parse(text) as T;
  } catch {
    throw new Error(`Not JSON (${response.status}): ${text.slice(0, 200)}`);
  }
}
