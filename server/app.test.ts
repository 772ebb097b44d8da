import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MAX_BODY_BYTES } from './app.ts';
import { log } from './lib/log.ts';
import { jsonBody } from './lib/validate.ts';
import { createTestContext, jsonRequest, TEST_SITE_ORIGIN } from './test-support.ts';
import type { TestContext } from './test-support.ts';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
  context.app.get('/_test/boom', () => {
    throw new Error('secret internals /etc/passwd');
  });
  context.app.post('/_test/json', jsonBody(v.object({ name: v.string('Nombre requerido') })), (c) =>
    c.json({ data: c.req.valid('json') }),
  );
});
afterAll(() => context.cleanup());

describe('unknown routes and errors', () => {
  it('answers 404 with the Spanish message for an unknown route', async () => {
    const response = await context.app.request('/no/existe');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Ruta no encontrada' });
  });

  it('answers 500 with a generic Spanish message and never the error details', async () => {
    const logged = vi.spyOn(log, 'error');
    const response = await context.app.request('/_test/boom');
    // The error goes to the log with the route's pattern, never to the answer.
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ route: '/_test/boom' }), 'unexpected error');
    expect(response.status).toBe(500);
    const body = await response.text();
    expect(JSON.parse(body)).toEqual({ message: 'Ocurrió un error inesperado. Intenta nuevamente.' });
    expect(body).not.toContain('passwd');
  });

  it('answers 400 in Spanish for a malformed JSON body', async () => {
    const response = await context.app.request('/_test/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"name":',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'El cuerpo de la solicitud no tiene un formato válido.' });
  });

  it('answers 400 with the schema messages for a body of the wrong shape', async () => {
    const response = await context.app.request('/_test/json', jsonRequest({ name: 3 }));
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: ['Nombre requerido'] });
    const ok = await context.app.request('/_test/json', jsonRequest({ name: 'Camila' }));
    expect(await ok.json()).toEqual({ data: { name: 'Camila' } });
  });
});

describe('request size', () => {
  it('answers 413 in Spanish for a body over the upload limit', async () => {
    const response = await context.app.request('/_test/json', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'content-length': String(MAX_BODY_BYTES + 1) },
      body: 'x'.repeat(MAX_BODY_BYTES + 1),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: 'La solicitud excede el tamaño permitido.' });
  });
});

describe('CORS', () => {
  const preflight = (origin: string) =>
    context.app.request('/general-data/get-all-datas-filters', {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type, auth-user',
      },
    });

  it('allows the site origin with credentials and the auth headers', async () => {
    const response = await preflight(TEST_SITE_ORIGIN);
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(response.headers.get('access-control-allow-credentials')).toBe('true');
    expect(response.headers.get('access-control-allow-headers')).toBe(
      'content-type,auth-user,auth-business,auth-power,if-match',
    );
    expect(response.headers.get('access-control-allow-methods')).toContain('DELETE');
  });

  it('does not allow another origin', async () => {
    const response = await preflight('https://evil.example');
    expect(response.headers.get('access-control-allow-origin')).toBeNull();
    const simple = await context.app.request('/general-data/get-jobpostings-home', {
      headers: { origin: 'https://evil.example' },
    });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('adds the allow-origin header to ordinary answers for the site', async () => {
    const response = await context.app.request('/general-data/get-jobpostings-home', {
      headers: { origin: TEST_SITE_ORIGIN },
    });
    expect(response.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
  });
});

describe('dev routes', () => {
  it('are not mounted by default', async () => {
    for (const [path, init] of [
      ['/_dev/outbox', {}],
      ['/_dev/phone', {}],
      ['/_dev/reset', { method: 'POST' }],
      ['/_dev/power-token', jsonRequest({ expiresInSeconds: 60 })],
    ] as const) {
      const response = await context.app.request(path, init);
      expect(response.status, path).toBe(404);
    }
  });
});
