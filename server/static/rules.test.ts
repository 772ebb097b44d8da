import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { findRedirect, headersFor, parseHeaders, parseRedirects } from './rules.ts';

const redirects = parseRedirects(readFileSync('public/_redirects', 'utf8'));
const headers = parseHeaders(readFileSync('public/_headers', 'utf8'));

describe('the _redirects file that ships with the build', () => {
  it.each([
    ['/login/transportes-andes', '/login/index.html'],
    ['/register/logistica-sur', '/register/index.html'],
    ['/register-main/logistica-sur', '/register-main/index.html'],
    ['/resetpassword/transportes-andes/abc123', '/resetpassword/index.html'],
    ['/user/dashboard/home/x', '/user/dashboard/index.html'],
    ['/business/dashboard/postings', '/business/dashboard/index.html'],
  ])('rewrites %s to the shell %s with status 200', (path, target) => {
    expect(findRedirect(redirects, path)).toEqual({ target, status: 200 });
  });

  it('leaves other paths alone', () => {
    expect(findRedirect(redirects, '/cualquier-cosa')).toBeNull();
    expect(findRedirect(redirects, '/loginx')).toBeNull();
  });
});

describe('the _headers file', () => {
  it('sends the security headers on every page', () => {
    const names = headersFor(headers, '/any/page').map(([name]) => name);
    expect(names).toEqual(
      expect.arrayContaining([
        'X-Content-Type-Options',
        'Referrer-Policy',
        'X-Frame-Options',
        'Content-Security-Policy',
      ]),
    );
  });

  it('marks hashed assets immutable', () => {
    expect(headersFor(headers, '/_astro/app.js')).toContainEqual([
      'Cache-Control',
      'public, max-age=31536000, immutable',
    ]);
    expect(headersFor(headers, '/index.html').some(([name]) => name === 'Cache-Control')).toBe(false);
  });

  it('never lets an HTTP cache keep the service worker or the manifest', () => {
    expect(headersFor(headers, '/sw.js')).toContainEqual(['Cache-Control', 'no-cache, no-store, must-revalidate']);
    expect(headersFor(headers, '/manifest.webmanifest')).toContainEqual(['Cache-Control', 'no-cache']);
    expect(headersFor(headers, '/sw.js').filter(([name]) => name === 'Cache-Control')).toHaveLength(1);
  });
});
