// Helpers for the /auth route tests: a seeded app with a movable clock, and typed calls.
import { listOutbox } from '../../db/outbox.ts';
import { createTestContext, jsonRequest, type TestContext } from '../../test-support.ts';

export interface AuthTestContext extends TestContext {
  /** Moves the API clock forward. */
  readonly advance: (ms: number) => void;
  readonly post: (path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  readonly outbox: () => ReturnType<typeof listOutbox>;
}

export async function createAuthContext(): Promise<AuthTestContext> {
  let offset = 0;
  const context = await createTestContext({ now: () => new Date(Date.now() + offset) });
  return {
    ...context,
    advance: (ms) => {
      offset += ms;
    },
    post: async (path, body = {}, headers = {}) => {
      const response = await context.app.request(path, jsonRequest(body, { headers }));
      // Some answers leave work for after them (the reset e-mail): let it run.
      await new Promise((resolve) => setImmediate(resolve));
      return response;
    },
    outbox: () => listOutbox(context.db),
  };
}

export const ANDES = { name: 'transportes-andes', rgs: 'andes-2025' } as const;
export const SUR = { name: 'logistica-sur', rgs: 'sur-2025' } as const;
export const PASSWORD = 'Demo12345';

export interface LoginAnswer {
  message: string;
  data: Record<string, unknown> & { token_jwt?: string };
}

export async function readJson<T = Record<string, unknown>>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

export function claims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}
