// Helpers for the /business route tests: a seeded app, sign-in tokens and typed JSON calls.
import { listOutbox } from '../../db/outbox.ts';
import { DEMO_PASSWORD } from '../../seed/demo.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';

export interface BusinessTestContext extends TestContext {
  readonly tokenOf: (email: string, rgs?: string) => Promise<string>;
  readonly call: (method: string, path: string, token: string | null, body?: unknown) => Promise<Response>;
  readonly outbox: () => ReturnType<typeof listOutbox>;
}

export const COMPANY = 'empresa@demo.cl';
export const COMPANY_SUR = 'empresa.sur@demo.cl';
export const WORKER = 'trabajador@demo.cl';

export async function createBusinessContext(now?: () => Date): Promise<BusinessTestContext> {
  const context = await createTestContext(now ? { now } : {});
  const call = async (method: string, path: string, token: string | null, body?: unknown) => {
    const headers = new Headers();
    if (token !== null) headers.set('auth-business', token);
    if (body !== undefined) headers.set('content-type', 'application/json');
    return context.app.request(path, {
      method,
      headers,
      ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }),
    });
  };
  const tokenOf = async (email: string, rgs?: string) => {
    const response = await context.app.request('/auth/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(
        rgs === undefined ? { email, password: DEMO_PASSWORD } : { email, password: DEMO_PASSWORD, rgs },
      ),
    });
    const answer = (await response.json()) as { data: { token_jwt?: string } };
    return answer.data.token_jwt ?? '';
  };
  return { ...context, tokenOf, call, outbox: () => listOutbox(context.db) };
}

export async function json<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

/** A complete, valid posting payload as the site sends it (numbers for ids and pay). */
export function postingPayload(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    title: 'Conductor de furgón para ruta Ñuñoa',
    description: 'Reparto de encomiendas en Ñuñoa y Providencia, de lunes a viernes en la mañana.',
    requirements: 'Licencia clase B, furgón propio y disponibilidad inmediata.',
    id_vehicle: 1,
    id_capacity: 2,
    id_zone: 2,
    id_region: 13000,
    id_commune: 2580,
    id_schedule: 1,
    start_time: '2099-03-01',
    pawn: 1300,
    ...overrides,
  };
}
