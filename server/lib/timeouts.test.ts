// Stalled requests are closed instead of held open: headers that never finish, a body that stops
// arriving, a request that trickles on for too long. Checked on both servers this repository
// runs, the local API (listen.ts) and the static server, with short limits so the test is quick.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect, type AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApi } from '../listen.ts';
import { createStaticServer } from '../static/static-server.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { SERVER_TIMEOUTS, type ServerTimeouts } from './timeouts.ts';

const SHORT: ServerTimeouts = { headersMs: 400, requestMs: 1500, idleMs: 700, keepAliveMs: 300, checkEveryMs: 100 };

let context: TestContext;
let root: string;
const servers: Server[] = [];

beforeAll(async () => {
  context = await createTestContext();
  root = mkdtempSync(join(tmpdir(), 'enlista-timeouts-'));
  writeFileSync(join(root, 'index.html'), '<h1>Inicio</h1>');
  const api = await listenApi(context.app, { port: 0, hostname: '127.0.0.1' }, SHORT);
  const site = createStaticServer(root, SHORT);
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  servers.push(api, site);
});

afterAll(async () => {
  await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  context.cleanup();
  rmSync(root, { recursive: true, force: true });
});

/** Opens a raw connection, writes `first`, then `trickle` every `everyMs`; resolves with how long it stayed open. */
function stall(server: Server, first: string, trickle = '', everyMs = 50): Promise<number> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve) => {
    const started = Date.now();
    const socket = connect(port, '127.0.0.1', () => socket.write(first));
    const timer = trickle === '' ? undefined : setInterval(() => socket.writable && socket.write(trickle), everyMs);
    const done = () => {
      clearInterval(timer);
      resolve(Date.now() - started);
    };
    socket.on('close', done);
    socket.on('error', () => undefined);
    socket.resume();
    // Never hang the test: give up (as "still open") after 5 s.
    setTimeout(() => socket.destroy(), 5000).unref();
  });
}

describe.each([
  ['the local API', 0, 'POST /auth/login'],
  ['the static server', 1, 'GET /'],
])('%s closes stalled requests', (_name, index, line) => {
  const server = () => servers[index] as Server;
  const [method = 'GET', path = '/'] = line.split(' ');

  it('headers that never finish', async () => {
    expect(await stall(server(), `${method} ${path} HTTP/1.1\r\nHost: localhost\r\n`)).toBeLessThan(2500);
  });

  it('headers trickled a byte at a time, never finishing', async () => {
    expect(await stall(server(), `${method} ${path} HTTP/1.1\r\n`, 'X', 50)).toBeLessThan(2500);
  });

  it('a body that stops arriving', async () => {
    const head = `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":`;
    expect(await stall(server(), head)).toBeLessThan(2500);
  });

  it('a body trickled for longer than a request may take', async () => {
    const head = `${method} ${path} HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n`;
    expect(await stall(server(), head, 'a', 50)).toBeLessThan(3500);
  });
});

it('the real limits: 10 s for headers, 30 s of silence, 5 minutes for a whole request', () => {
  expect(SERVER_TIMEOUTS).toEqual({
    headersMs: 10_000,
    requestMs: 300_000,
    idleMs: 30_000,
    keepAliveMs: 5_000,
    checkEveryMs: 1_000,
  });
});
