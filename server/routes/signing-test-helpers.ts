// Helpers for the signing route tests: a seeded app on a clock the test moves, calls as any demo
// account or with a link token, and the codes and links the outbox received.
import { listOutbox } from '../db/outbox.ts';
import { ownerToken, sessionToken } from '../security-test-support.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { CONTRACT_ITEMS_SAMPLE } from '../../src/lib/contract/contract-template.sample.ts';

export const WORKER = 'trabajador@demo.cl';
export const WORKER_SUR = 'trabajador.sur@demo.cl';
export const OTHER_WORKER = 'verifica@demo.cl';
export const COMPANY = 'empresa@demo.cl';
export const COMPANY_SUR = 'empresa.sur@demo.cl';

export interface SigningContext extends TestContext {
  /** Moves the API's clock by `ms`. */
  readonly advance: (ms: number) => void;
  readonly now: () => Date;
  readonly as: (email: string) => TestHeaders;
  readonly call: (method: string, path: string, headers: TestHeaders, body?: unknown) => Promise<Response>;
  readonly idOf: (email: string) => number;
  readonly outbox: () => ReturnType<typeof listOutbox>;
  /** The six digits of the newest message to `to` that carries a code. */
  readonly codeSentTo: (to: string) => string;
  readonly ownerHeaders: (ownerTokenId?: string) => TestHeaders;
}

/** Request headers whose values may still be being signed. */
export type TestHeaders = Readonly<Record<string, string | Promise<string>>>;

export async function createSigningContext(start = new Date()): Promise<SigningContext> {
  let clock = start.getTime();
  const now = () => new Date(clock);
  const context = await createTestContext({ now, devRoutes: true });
  const call = async (method: string, path: string, headers: TestHeaders, body?: unknown) => {
    // Tokens are signed asynchronously: a header may still be on its way.
    const all = new Headers(
      await Promise.all(Object.entries(headers).map(async ([name, value]) => [name, await value] as [string, string])),
    );
    let payload: string | FormData | undefined;
    if (body instanceof FormData) payload = body;
    else if (body !== undefined) {
      all.set('content-type', 'application/json');
      payload = JSON.stringify(body);
    }
    return context.app.request(path, { method, headers: all, ...(payload === undefined ? {} : { body: payload }) });
  };
  const as = (email: string) =>
    email.startsWith('empresa')
      ? { 'auth-business': sessionToken(context.db, email, now()) }
      : { 'auth-user': sessionToken(context.db, email, now()) };
  const idOf = (email: string) => {
    const row = context.db.prepare('SELECT id_user FROM users WHERE email = ? ORDER BY id_user LIMIT 1').get(email);
    return Number(row?.['id_user']);
  };
  const outbox = () => listOutbox(context.db);
  const codeSentTo = (to: string) => {
    const message = outbox().find(
      (entry) => entry.to === to && /\b\d{6}\b/.test(entry.text) && /código/i.test(entry.text),
    );
    const code = /\b(\d{6})\b/.exec(message?.text ?? '')?.[1];
    if (!code) throw new Error(`No code sent to ${to}`);
    return code;
  };
  const ownerHeaders = (ownerTokenId?: string) => ({
    'auth-power': ownerToken(context.db, { ...(ownerTokenId ? { ownerTokenId } : {}), now: now() }),
  });
  return {
    ...context,
    now,
    advance: (ms) => {
      clock += ms;
    },
    as,
    call,
    idOf,
    outbox,
    codeSentTo,
    ownerHeaders,
  };
}

export async function dataOf<T>(response: Response): Promise<T> {
  const body = (await response.json()) as { data: T };
  return body.data;
}

export const TEMPLATE = {
  document_name: 'Contrato de trabajo',
  cargo: 'Peoneta de reparto',
  fecha_inicio: '2026-03-02',
  jornada: 'Lunes a viernes, 08:00 a 17:00',
  remuneracion: '720.000',
  lugar_trabajo: 'Bodega Ñuñoa, Av. Irarrázaval 3000',
  ...CONTRACT_ITEMS_SAMPLE,
};
