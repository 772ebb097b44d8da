// Shared setup for the sign-in component tests: the real brands, signed test tokens, a fake
// users API routed by path, and jsdom stand-ins for modal dialogs.
import { readdirSync, readFileSync } from 'node:fs';
import { vi } from 'vitest';
import type { Brand } from '@/stores/brand.ts';
import { fakeModalDialogs } from '@/components/dialog/test-support.ts';

export const BRANDS: Brand[] = readdirSync('content/brands')
  .filter((name) => name.endsWith('.json'))
  .map((name) => JSON.parse(readFileSync(`content/brands/${name}`, 'utf8')) as Brand);

export function token(role: string, lifetimeSeconds = 3600): string {
  const now = Math.floor(Date.now() / 1000);
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ role, iat: now, exp: now + lifetimeSeconds })}.firma`;
}

export const WORKER = {
  role: 'User',
  email: 'trabajador@demo.cl',
  firstname: 'Camila',
  lastname: 'Rojas',
  business: { name_business: 'transportes-andes', slug: 'transportes-andes' },
};
export const COMPANY = {
  role: 'Business',
  email: 'empresa@demo.cl',
  name: 'Transportes Andes',
  slug: 'transportes-andes',
};

export type Route = (body: unknown) => unknown;

/** A fake `usersApi.post`: each path answers with its route (a thrown error rejects). */
export function fakePost(routes: Record<string, Route>) {
  return vi.fn(async (path: string, body?: unknown) => {
    await Promise.resolve();
    const route = Object.entries(routes).find(([prefix]) => path.startsWith(prefix))?.[1];
    if (!route) throw new Error(`unexpected call ${path}`);
    return route(body);
  });
}

export const installDialogPolyfill = fakeModalDialogs;
