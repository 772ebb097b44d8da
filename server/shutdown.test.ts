// A graceful stop of the real entry point: server/main.ts runs as its own process on an empty data
// folder; a request whose body is still arriving when SIGTERM comes is answered in full, and the
// process then exits 0, having logged that it stopped cleanly.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const folders: string[] = [];
const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
  for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('SIGTERM', () => {
  it('lets a request in progress finish, then exits 0', { timeout: 90_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'enlista-stop-'));
    folders.push(dataDir);
    const port = await freePort();
    // The runner's lower password cost is refused outside local mode.
    const inherited = { ...process.env };
    delete inherited.PASSWORD_SCRYPT_N;
    const child = spawn(process.execPath, ['server/main.ts'], {
      // Production mode: an empty database starts at once (no demo data to load).
      env: {
        ...inherited,
        ...{ API_MODE: 'production', DATA_DIR: dataDir, API_PORT: String(port), LOG_LEVEL: 'info' },
        ...{ JWT_SECRET: 'a-real-secret-of-32-characters!!', POWER_JWT_SECRET: 'another-real-secret-32-character' },
        ...{ SIGNING_CODE_SECRET: 'a-third-secret-for-signing-codes', SMTP_URL: 'smtp://127.0.0.1:9' },
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    while (!output.includes('escuchando en')) {
      if (child.exitCode !== null) throw new Error(`the API did not start:\n${output}`);
      await pause(100);
    }

    const body = JSON.stringify({ email: 'nadie@correo.cl', password: 'Equivocada987' });
    const answered = new Promise<{ status: number; text: string; id: string | undefined }>((resolve, reject) => {
      const slow = request(
        {
          host: 'localhost',
          port,
          path: '/auth/login',
          method: 'POST',
          agent: false,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (response) => {
          let text = '';
          response.on('data', (chunk: Buffer) => (text += chunk.toString()));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text, id: response.headers['x-request-id'] as string }),
          );
        },
      );
      slow.on('error', reject);
      slow.write(body.slice(0, 10));
      // The rest of the body arrives after the stop was asked for.
      void pause(300).then(() => {
        child.kill('SIGTERM');
        return pause(700).then(() => slow.end(body.slice(10)));
      });
    });

    const answer = await answered;
    expect(answer.status).toBe(401);
    expect(JSON.parse(answer.text)).toHaveProperty('message');
    expect(answer.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await exited).toBe(0);
    const lines = output
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(lines.find((line) => line['msg'] === 'request' && line['route'] === '/auth/login')).toMatchObject({
      status: 401,
    });
    expect(lines.at(-1)).toMatchObject({ msg: 'stopped', signal: 'SIGTERM', clean: true });
  });
});
