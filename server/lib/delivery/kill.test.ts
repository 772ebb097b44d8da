// The API process killed with SIGKILL in the middle of its sends, then started again: every
// message reaches the SMTP server, and one that may have gone out twice (the server took it but
// the process died before recording it) carries the same Message-ID both times, so the receiving
// side sees one message.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, transaction, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { sendMail } from '../../db/outbox.ts';
import { startSmtpPeer, type SmtpPeer } from './test-peers.ts';

let folder: string;
let smtp: SmtpPeer;
beforeAll(async () => {
  smtp = await startSmtpPeer();
});
// A fresh folder and an empty mailbox for every try, so a retried run starts from nothing.
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'enlista-kill-'));
  smtp.received.length = 0;
});
afterEach(() => {
  rmSync(folder, { recursive: true, force: true });
});
afterAll(async () => {
  await smtp.stop();
});

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function startApi(port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['server/main.ts'], {
    env: {
      PATH: process.env.PATH,
      API_PORT: String(port),
      DATA_DIR: folder,
      JWT_SECRET: 'a-real-secret-of-32-characters!!',
      POWER_JWT_SECRET: 'another-real-secret-32-character',
      SIGNING_CODE_SECRET: 'a-third-secret-for-signing-codes',
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Enlista <no-responder@enlista.cl>',
      DELIVERY_RETRY_BASE_MS: '50',
      DELIVERY_LEASE_MS: '1500',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('escuchando')) resolve();
    });
    child.on('exit', (code) => reject(new Error(`La API terminó al iniciar (código ${code})`)));
  });
  return child;
}

async function until(check: () => boolean, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('Tiempo de espera agotado');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe('SIGKILL during sends', () => {
  it('delivers every message after a restart, a repeated one with the same Message-ID', async () => {
    const port = await freePort();
    let api = await startApi(port);
    const db: Database = openDatabase(join(folder, 'enlista.db'));
    try {
      migrate(db);
      smtp.delayMs = 300;
      const subjects = Array.from({ length: 8 }, (_, index) => `Mensaje ${index + 1}`);
      // One commit: the API's dispatcher sees all eight in one pass, so a send is always in flight
      // until the last one (a pass that saw only two would leave nothing claimed at the kill).
      transaction(db, () => {
        for (const subject of subjects)
          sendMail(db, { to: 'trabajador@demo.cl', subject, text: `Texto de ${subject}` });
      });
      await until(() => smtp.received.length >= 2, 15_000);
      const exited = new Promise((resolve) => api.once('exit', resolve));
      api.kill('SIGKILL');
      await exited;
      const beforeRestart = smtp.received.length;
      expect(beforeRestart).toBeLessThan(subjects.length);
      // The kill came mid-send: at most the message being sent is claimed with its outcome never
      // recorded (on a loaded machine the kill may also land between two sends, with none).
      const inFlight = db
        .prepare(`SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending' AND claimed_until IS NOT NULL`)
        .get();
      expect(Number(inFlight?.['n'])).toBeLessThanOrEqual(1);

      smtp.delayMs = 0;
      api = await startApi(port);
      await until(() => {
        const row = db.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE state = 'sent'`).get();
        return Number(row?.['n']) === subjects.length;
      }, 20_000);

      const byId = new Map<string, Set<string>>();
      for (const mail of smtp.received) {
        const ids = byId.get(mail.subject ?? '') ?? new Set<string>();
        ids.add(mail.messageId ?? '');
        byId.set(mail.subject ?? '', ids);
      }
      expect([...byId.keys()].sort()).toEqual([...subjects].sort());
      for (const ids of byId.values()) expect(ids.size).toBe(1);
      const stored = db
        .prepare('SELECT provider_id FROM outbox ORDER BY id')
        .all()
        .map((row) => row['provider_id']);
      expect(new Set(stored).size).toBe(subjects.length);
    } finally {
      api.kill('SIGKILL');
      db.close();
    }
  }, 60_000);
});
