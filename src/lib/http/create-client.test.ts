import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { $authTokens, $refusedDeletion, $refusedToken, $refusedWrite } from './auth-tokens.ts';
import { createApiClient, REQUEST_TIMEOUT_MS } from './create-client.ts';
import { failure } from './test-support.ts';

const DELETION = {
  id_request: 7,
  deleted_at: '2026-12-07T15:00:00.000Z',
  deleted: ['Tus datos bancarios y tu experiencia laboral'],
  kept: [{ kind: 'asistencia', label: 'Registros de asistencia', count: 8, reason: 'La ley laboral lo exige.' }],
};

let server: Server;
let baseURL = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    const send = (status: number, body: string, type = 'application/json') =>
      res.writeHead(status, { 'content-type': type }).end(body);
    switch (req.url) {
      case '/ok':
        return send(200, JSON.stringify({ data: [1, 2] }));
      case '/empty':
        return res.writeHead(204).end();
      case '/string-error':
        return send(400, JSON.stringify({ message: 'Correo electrónico inválido' }));
      case '/array-error':
        return send(500, JSON.stringify({ message: ['Campo requerido', 'Formato de RUT inválido'] }));
      case '/html-error':
        return send(502, '<html><body>Bad gateway</body></html>', 'text/html');
      case '/unauthorized':
        return send(401, JSON.stringify({ message: 'Tu sesión expiró. Inicia sesión nuevamente.' }));
      case '/deleted':
        return send(401, JSON.stringify({ message: 'Tu cuenta fue eliminada.', deletion: DELETION }));
      case '/deleted-malformed':
        return send(401, JSON.stringify({ message: 'Tu cuenta fue eliminada.', deletion: { kept: 'todo' } }));
      case '/broken-json':
        return send(200, '{"data": [1, 2', 'application/json');
      case '/slow':
        return void setTimeout(() => send(200, '{}'), 400);
      case '/headers':
        return send(200, JSON.stringify(req.headers));
      case '/echo':
        return void req.on('data', (chunk: Buffer) => send(200, chunk.toString()));
      default:
        return send(404, JSON.stringify({ message: 'Ruta no encontrada' }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
afterEach(() => {
  $authTokens.set({ user: null, business: null });
  $refusedDeletion.set(null);
  $refusedToken.set(null);
  $refusedWrite.set(false);
});

describe('API client', () => {
  it('returns the parsed JSON body of a 2xx answer', async () => {
    const api = createApiClient({ baseURL, auth: 'none' });
    await expect(api.get('/ok')).resolves.toEqual({ data: [1, 2] });
  });

  it("keeps the server's words when a download is refused, and the fixed fallback for a gateway's page", async () => {
    const api = createApiClient({ baseURL, auth: 'none' });
    const refused = await api.get('/string-error', { as: 'blob' }).catch((error: unknown) => error);
    expect(refused).toMatchObject({ kind: 'http', status: 400, messages: ['Correo electrónico inválido'] });
    const gateway = await api.get('/html-error', { as: 'blob', retry: false }).catch((error: unknown) => error);
    expect(gateway).toMatchObject({ kind: 'http', status: 502, messages: [] });
    await expect(api.get('/ok', { as: 'blob' })).resolves.toBeInstanceOf(Blob);
  });

  it("gives the 2xx status alone when asked for 'status'", async () => {
    const api = createApiClient({ baseURL, auth: 'none' });
    await expect(api.get('/ok', { as: 'status' })).resolves.toBe(200);
    await expect(api.post('/empty', undefined, { as: 'status' })).resolves.toBe(204);
    expect((await failure(api.get('/string-error', { as: 'status' }))).status).toBe(400);
    expect((await failure(api.get('/broken-json', { as: 'status' }))).kind).toBe('parse');
  });

  it('treats an empty 2xx body as null', async () => {
    await expect(createApiClient({ baseURL, auth: 'none' }).post('/empty')).resolves.toBeNull();
  });

  it('sends JSON bodies', async () => {
    const api = createApiClient({ baseURL, auth: 'none' });
    await expect(api.post('/echo', { email: 'a@b.cl' })).resolves.toEqual({ email: 'a@b.cl' });
  });

  it('normalises a single-string server message', async () => {
    const error = await failure(createApiClient({ baseURL, auth: 'none' }).get('/string-error'));
    expect(error).toMatchObject({ kind: 'http', status: 400, messages: ['Correo electrónico inválido'] });
  });

  it('normalises an array of server messages and joins them with a comma', async () => {
    const error = await failure(createApiClient({ baseURL, auth: 'none' }).get('/array-error'));
    expect(error.status).toBe(500);
    expect(error.messages).toEqual(['Campo requerido', 'Formato de RUT inválido']);
    expect(error.serverMessage()).toBe('Campo requerido, Formato de RUT inválido');
  });

  it('keeps the status of an error whose body is not JSON, with no messages', async () => {
    const error = await failure(createApiClient({ baseURL, auth: 'none' }).get('/html-error'));
    expect(error).toMatchObject({ kind: 'http', status: 502, messages: [] });
    expect(error.serverMessage('Intenta más tarde')).toBe('Intenta más tarde');
  });

  it('reports a 2xx answer whose body is not JSON as a parse error', async () => {
    const error = await failure(createApiClient({ baseURL, auth: 'none' }).get('/broken-json'));
    expect(error).toMatchObject({ kind: 'parse', status: 200 });
  });

  it('reports a network failure with status 0', async () => {
    const api = createApiClient({ baseURL: 'http://127.0.0.1:9', auth: 'none' });
    const error = await failure(api.get('/ok'));
    expect(error).toMatchObject({ kind: 'network', status: 0, messages: [] });
  });

  it('gives up after the timeout', async () => {
    const api = createApiClient({ baseURL, auth: 'none', timeout: 100 });
    const error = await failure(api.get('/slow'));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('waits 30 s by default before giving up', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(30_000);
  });

  it('keeps the timeout when the caller passes its own abort signal', async () => {
    const api = createApiClient({ baseURL, auth: 'none', timeout: 100 });
    const error = await failure(api.get('/slow', { signal: new AbortController().signal }));
    expect(error).toMatchObject({ kind: 'timeout', status: 0 });
  });

  it('reports a call the caller aborted as aborted, neither a network failure nor a timeout', async () => {
    const controller = new AbortController();
    const call = createApiClient({ baseURL, auth: 'none' }).get('/slow', { signal: controller.signal });
    controller.abort();
    expect(await failure(call)).toMatchObject({ kind: 'aborted', status: 0, uncertain: false });
  });

  it('sends auth-user on user calls and auth-business on business calls', async () => {
    $authTokens.set({ user: 'user-token', business: 'business-token' });
    const user = await createApiClient({ baseURL, auth: 'user' }).get<Record<string, string>>('/headers');
    const business = await createApiClient({ baseURL, auth: 'business' }).get<Record<string, string>>('/headers');
    expect(user['auth-user']).toBe('user-token');
    expect(user['auth-business']).toBeUndefined();
    expect(business['auth-business']).toBe('business-token');
    expect(business['auth-user']).toBeUndefined();
  });

  it('sends no auth header when signed out', async () => {
    const headers = await createApiClient({ baseURL, auth: 'user' }).get<Record<string, string>>('/headers');
    expect(headers['auth-user']).toBeUndefined();
  });

  it('sends every request with credentials', async () => {
    const seen: RequestInit[] = [];
    const fetchSpy: typeof fetch = async (input, init) => {
      seen.push(init ?? {});
      return fetch(input, init);
    };
    await createApiClient({ baseURL, auth: 'none', fetch: fetchSpy }).get('/ok');
    expect(seen[0]?.credentials).toBe('include');
  });

  it('records the session token the API refused with 401, for the session store to end it', async () => {
    $authTokens.set({ user: 'user-token', business: 'business-token' });
    const error = await failure(createApiClient({ baseURL, auth: 'business' }).post('/unauthorized'));
    expect(error.status).toBe(401);
    expect($refusedToken.get()).toBe('business-token');
    expect($refusedWrite.get()).toBe(true);
  });

  it("keeps the deletion confirmation a worker's refused session carries, and nothing from another refusal", async () => {
    $authTokens.set({ user: 'user-token', business: 'business-token' });
    const api = createApiClient({ baseURL, auth: 'user' });
    await failure(api.get('/deleted'));
    expect([$refusedToken.get(), $refusedDeletion.get()]).toEqual(['user-token', DELETION]);
    await failure(api.get('/deleted-malformed'));
    expect($refusedDeletion.get()).toBeNull();
    await failure(api.get('/deleted'));
    await failure(api.get('/unauthorized'));
    expect($refusedDeletion.get()).toBeNull();
    await failure(createApiClient({ baseURL, auth: 'business' }).get('/deleted'));
    expect($refusedDeletion.get()).toBeNull();
  });

  it('tells a refused read from a refused write', async () => {
    $authTokens.set({ user: 'user-token', business: null });
    $refusedWrite.set(true);
    await failure(createApiClient({ baseURL, auth: 'user' }).get('/unauthorized'));
    expect($refusedToken.get()).toBe('user-token');
    expect($refusedWrite.get()).toBe(false);
  });

  it('records nothing for a 401 to a per-call token or to a call without a session', async () => {
    $authTokens.set({ user: 'user-token', business: null });
    const api = createApiClient({ baseURL, auth: 'user' });
    await failure(api.post('/unauthorized', undefined, { headers: { 'auth-user': 'power-token' } }));
    await failure(createApiClient({ baseURL, auth: 'business' }).post('/unauthorized'));
    await failure(createApiClient({ baseURL, auth: 'none' }).post('/unauthorized'));
    expect($refusedToken.get()).toBeNull();
  });
});
