// Test support for the hostile-input and access suites: the app's own route table (so a new
// route is covered the day it is mounted), session tokens minted for any demo account, power
// tokens, and the checks every error answer must pass (JSON, Spanish, no stack trace).
import type { Hono } from 'hono';
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { DEV_JWT_SECRET, DEV_POWER_JWT_SECRET, type AppDeps } from './deps.ts';
import { int } from './db/rows.ts';
import type { Database } from './db/database.ts';
import { signJwt } from './lib/jwt.ts';
import { findAccount } from './routes/auth/accounts.ts';
import { signSessionToken } from './routes/auth/session-token.ts';
import { POWER_TOKEN_PURPOSE } from './routes/dev/tools.ts';

export interface ApiRoute {
  readonly method: string;
  readonly path: string;
}

/** Every method and path the app answers (middleware entries aside), in mounting order. */
export function routeTable(app: Hono): ApiRoute[] {
  const seen = new Map<string, ApiRoute>();
  for (const route of app.routes) {
    if (route.method === 'ALL') continue;
    seen.set(`${route.method} ${route.path}`, { method: route.method, path: route.path });
  }
  return [...seen.values()];
}

export const paramNames = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1] as string);

/** The path with each `:param` replaced by the given segment (already encoded). */
export function fillPath(path: string, segment: (name: string) => string): string {
  return path.replace(/:(\w+)(\{[^}]*\})?/g, (_match, name: string) => segment(name));
}

export type Side = 'user' | 'business' | 'power' | 'none';

/** Which token a route expects, read from its path and the specification's headers. */
export function sideOf(route: ApiRoute): Side {
  if (route.path === '/api/users/create-power-simple') return 'power';
  if (route.path === '/auth/logout/business') return 'business';
  if (route.path === '/auth/success-login' || route.path === '/auth/logout/user') return 'user';
  const publicUserPaths = [/^\/api\/users\/(validate-|register)/, /^\/api\/users\/register\//];
  if (route.path.startsWith('/api/users/') && !publicUserPaths.some((pattern) => pattern.test(route.path))) {
    return 'user';
  }
  if (
    route.path.startsWith('/business/') &&
    !['/business/contact-business', '/business/register'].includes(route.path)
  ) {
    return 'business';
  }
  return 'none';
}

export const HEADER: Record<Exclude<Side, 'none'>, string> = {
  user: 'auth-user',
  business: 'auth-business',
  power: 'auth-user',
};

export function accountId(db: Database, email: string): number {
  const row = db.prepare('SELECT id_user FROM users WHERE email = ? ORDER BY id_user LIMIT 1').get(email);
  if (!row) throw new Error(`No demo account ${email}`);
  return int(row, 'id_user');
}

/** A live session token for the account, as /auth/login would sign it. */
export function sessionToken(db: Database, email: string, now = new Date()): Promise<string> {
  const account = findAccount(db, accountId(db, email));
  if (!account) throw new Error(`No demo account ${email}`);
  return signSessionToken({ jwtSecret: DEV_JWT_SECRET, now: () => now } as AppDeps, account);
}

export function powerToken(expiresInSeconds = 3600): Promise<string> {
  return signJwt({ sub: randomUUID(), purpose: POWER_TOKEN_PURPOSE }, DEV_POWER_JWT_SECRET, { expiresInSeconds });
}

const ENGLISH_OR_STACK = [
  /^Invalid /,
  /Expected .* but received/,
  /\b(TypeError|SyntaxError|RangeError|ReferenceError|SqliteError|URIError)\b/,
  /\bat .+:\d+:\d+/,
  /node_modules|\/work\/|file:\/\//,
  /SQLITE_|constraint failed/i,
  /^(Bad Request|Not Found|Internal Server Error|Unauthorized|Payload Too Large)$/,
];

/** The messages of a JSON error body: `message` as a string or a list of strings. */
export function messagesOf(body: unknown): string[] {
  if (typeof body !== 'object' || body === null || !('message' in body)) return [];
  const { message } = body;
  if (typeof message === 'string') return [message];
  return Array.isArray(message) ? message.filter((item): item is string => typeof item === 'string') : [];
}

/** An error answer: below 500, JSON, with at least one Spanish message and no trace of internals. */
export async function expectSpanishError(response: Response, context: string): Promise<string[]> {
  expect(response.status, context).toBeLessThan(500);
  expect(response.headers.get('content-type') ?? '', context).toContain('application/json');
  const text = await response.text();
  const messages = messagesOf(JSON.parse(text) as unknown);
  expect(messages.length, `${context}: ${text.slice(0, 300)}`).toBeGreaterThan(0);
  for (const message of messages) {
    expect(message.trim(), context).not.toBe('');
    for (const pattern of ENGLISH_OR_STACK) expect(message, `${context}: ${message}`).not.toMatch(pattern);
  }
  return messages;
}
