// The local static server against a small built site: rule files and dotfiles stay private, and
// every answer (file, 404, redirect, 405) carries the site-wide security headers.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaticServer, isPrivatePath } from './static-server.ts';

let root: string;
let base: string;
let close: () => void;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'enlista-static-'));
  writeFileSync(join(root, 'index.html'), '<h1>Inicio</h1>');
  writeFileSync(join(root, '404.html'), '<h1>No encontrada</h1>');
  copyFileSync('public/_headers', join(root, '_headers'));
  writeFileSync(join(root, '_redirects'), '/antes /despues 301\n');
  writeFileSync(join(root, '.env'), 'JWT_SECRET=secreto');
  mkdirSync(join(root, '.git'));
  writeFileSync(join(root, '.git', 'config'), '[core]');
  mkdirSync(join(root, '.well-known'));
  writeFileSync(join(root, '.well-known', 'security.txt'), 'Contact: mailto:seguridad@enlista.cl');
  const server = createStaticServer(root);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = () => server.close();
});

afterAll(() => {
  close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, method = 'GET') => fetch(`${base}${path}`, { method, redirect: 'manual' });

function expectSecurityHeaders(response: Response) {
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('x-frame-options')).toBe('DENY');
  expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
}

describe('the static server', () => {
  it.each(['/_headers', '/_redirects', '/.env', '/.git/config', '/%2eenv', '/x/../_headers'])(
    'does not serve %s (404 page)',
    async (path) => {
      const response = await get(path);
      expect(response.status).toBe(404);
      const body = await response.text();
      expect(body).not.toContain('JWT_SECRET');
      expect(body).not.toContain('X-Frame-Options');
      expect(body).not.toContain('/despues');
      expectSecurityHeaders(response);
    },
  );

  it('serves /.well-known/', async () => {
    const response = await get('/.well-known/security.txt');
    expect(response.status).toBe(200);
    expectSecurityHeaders(response);
  });

  it('puts the security headers on the 301 of a double slash and of _redirects, and on the 405', async () => {
    const doubled = await get('/login//x');
    expect(doubled.status).toBe(301);
    expectSecurityHeaders(doubled);
    const redirected = await get('/antes');
    expect(redirected.status).toBe(301);
    expect(redirected.headers.get('location')).toBe('/despues');
    expectSecurityHeaders(redirected);
    const refused = await get('/', 'POST');
    expect(refused.status).toBe(405);
    expect(refused.headers.get('allow')).toBe('GET, HEAD');
    expectSecurityHeaders(refused);
  });

  it('keeps them on pages and on the 404 page', async () => {
    expectSecurityHeaders(await get('/'));
    expectSecurityHeaders(await get('/no-existe'));
  });
});

describe('isPrivatePath', () => {
  it('covers dotfiles, dot-folders and rule files, not .well-known or ordinary names', () => {
    expect(isPrivatePath('/.env')).toBe(true);
    expect(isPrivatePath('/assets/.DS_Store')).toBe(true);
    expect(isPrivatePath('/_redirects')).toBe(true);
    expect(isPrivatePath('/.well-known/security.txt')).toBe(false);
    expect(isPrivatePath('/_astro/app.js')).toBe(false);
    expect(isPrivatePath('/login/index.html')).toBe(false);
  });
});
