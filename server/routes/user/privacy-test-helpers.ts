// Helpers of the privacy route tests: a seeded in-process app on a fixed clock, calls signed as
// any demo account (worker accounts on auth-user, company accounts on auth-business), and a
// text dump of every table, to prove that a person's data is gone.
import { expect } from 'vitest';
import { dataTables } from '../../db/migrate.ts';
import { sessionToken } from '../../security-test-support.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';

export const NOW = new Date('2026-12-03T15:00:00.000Z');
export const WORKER = 'trabajador@demo.cl';
export const WORKER_SUR = 'trabajador.sur@demo.cl';
export const VERIFICATION = 'verifica@demo.cl';
export const COMPANY = 'empresa@demo.cl';
export const COMPANY_SUR = 'empresa.sur@demo.cl';
export const PASSWORD = 'Demo12345';

export interface PrivacyTestContext extends TestContext {
  /** The clock the app reads; tests may move it. */
  now: Date;
  call(email: string, method: string, path: string, body?: unknown): Promise<Response>;
}

export async function createPrivacyContext(options: { readonly onDisk?: boolean } = {}): Promise<PrivacyTestContext> {
  const holder = { now: NOW };
  const base = await createTestContext({ ...options, now: () => holder.now });
  const context = base as PrivacyTestContext;
  Object.defineProperty(context, 'now', {
    get: () => holder.now,
    set: (value: Date) => {
      holder.now = value;
    },
  });
  context.call = async (email, method, path, body) => {
    const header = email.startsWith('empresa') ? 'auth-business' : 'auth-user';
    const headers = new Headers({ [header]: await sessionToken(base.db, email, holder.now) });
    if (body !== undefined) headers.set('content-type', 'application/json');
    return await base.app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  };
  return context;
}

export async function answer<T>(response: Response, status = 200): Promise<T> {
  const text = await response.text();
  expect(response.status, text).toBe(status);
  return JSON.parse(text) as T;
}

/** The companies' own settings: a form's example hint ('Ejemplo: 12.345.678-5') is nobody's data. */
const SETTINGS_TABLES = ['forms', 'form_pages', 'form_components', 'form_component_values'];

/** Every text and number stored about people, one line per row, for "is it gone?" checks. */
export function databaseText(context: TestContext): string {
  return dataTables(context.db)
    .filter((table) => !SETTINGS_TABLES.includes(table))
    .flatMap((table) =>
      context.db
        .prepare(`SELECT * FROM "${table}"`)
        .all()
        .map((row) => `${table}: ${Object.values(row).map(String).join(' | ')}`),
    )
    .join('\n');
}

export function userId(context: TestContext, email: string): number {
  const row = context.db.prepare('SELECT id_user FROM users WHERE email = ?').get(email);
  if (!row) throw new Error(`No account ${email}`);
  return Number(row['id_user']);
}
