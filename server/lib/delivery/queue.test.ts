// The queue's guarantees: two dispatchers on one database never send a message twice; a claim
// whose holder died expires and the message is tried again with the same id; delivered rows are
// redacted and, after 30 days, pruned.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { sendMail } from '../../db/outbox.ts';
import { createDispatcher } from './dispatcher.ts';
import { DELETED_RECIPIENT, claim, markFailed, markSent, pruneDelivered, redact } from './queue.ts';
import { smtpTransport } from './smtp.ts';
import { startSmtpPeer, type SmtpPeer } from './test-peers.ts';
import { diskBlobStore } from '../blobs/disk.ts';

let folder: string;
let smtp: SmtpPeer;
const connections: Database[] = [];
function connect(): Database {
  const db = openDatabase(join(folder, 'enlista.db'));
  connections.push(db);
  return db;
}
beforeEach(async () => {
  folder = mkdtempSync(join(tmpdir(), 'enlista-queue-'));
  smtp = await startSmtpPeer();
});
afterEach(async () => {
  connections.splice(0).forEach((db) => db.close());
  rmSync(folder, { recursive: true, force: true });
  await smtp.stop();
});

describe('delivery queue', () => {
  it('never sends a message twice with two dispatchers on the same database', async () => {
    const first = connect();
    migrate(first);
    for (let index = 0; index < 12; index += 1) {
      sendMail(first, { to: `persona${index}@demo.cl`, subject: `Mensaje ${index}`, text: 'Hola' });
    }
    smtp.delayMs = 5;
    const dispatchers = [first, connect()].map((db) =>
      createDispatcher({
        db,
        blobs: diskBlobStore(folder),
        transports: { email: smtpTransport(smtp.url, 'no-responder@enlista.cl') },
      }),
    );
    const tried = await Promise.all(dispatchers.map((dispatcher) => dispatcher.runOnce()));
    expect(tried[0]! + tried[1]!).toBe(12);
    const subjects = smtp.received.map((mail) => mail.subject);
    expect(subjects).toHaveLength(12);
    expect(new Set(subjects).size).toBe(12);
    expect(first.prepare(`SELECT COUNT(*) AS n FROM outbox WHERE state = 'sent'`).get()).toEqual({ n: 12 });
  });

  it('lets a claim expire, so a message whose sender died is tried again', () => {
    const db = connect();
    migrate(db);
    const id = sendMail(db, { to: 'a@demo.cl', subject: 'S', text: 'T' });
    const at = new Date('2026-01-01T00:00:00Z');
    const held = claim(db, id, at, 60_000);
    expect(held).not.toBeNull();
    expect(claim(db, id, new Date(at.getTime() + 59_000), 60_000)).toBeNull();
    const again = claim(db, id, new Date(at.getTime() + 61_000), 60_000);
    expect(again).toMatchObject({ id, attempts: 2, key: held?.key });
  });

  it("forgets a deletion confirmation's address once it is sent or has failed for good, and no other", () => {
    const db = connect();
    migrate(db);
    const now = new Date('2026-12-07T15:00:00.000Z');
    const mail = (to: string, kind: 'privacy-deletion-done' | 'welcome') =>
      sendMail(db, { to, kind, subject: 'Asunto', text: 'Hola' }, now);
    const sent = mail('borrada@demo.cl', 'privacy-deletion-done');
    const failed = mail('otra.borrada@demo.cl', 'privacy-deletion-done');
    const other = mail('persona@demo.cl', 'welcome');
    for (const id of [sent, other]) {
      const message = claim(db, id, now, 60_000);
      if (!message) throw new Error(`Message ${id} is not due`);
      markSent(db, message, `proveedor-${id}`, now, true);
    }
    markFailed(db, failed, 'Buzón inexistente', '550', now);
    const recipients = db.prepare('SELECT recipient FROM outbox ORDER BY id').all();
    expect(recipients.map((row) => row['recipient'])).toEqual([
      DELETED_RECIPIENT,
      DELETED_RECIPIENT,
      'persona@demo.cl',
    ]);
  });

  it('replaces links and six-digit codes, and nothing else', () => {
    expect(redact('Tu código es 123456 (vence en 10 minutos): https://enlista.cl/r?token=abc. Tel 56987654321.')).toBe(
      'Tu código es [código] (vence en 10 minutos): [enlace] Tel 56987654321.',
    );
  });

  it('prunes messages delivered or failed more than 30 days ago, never pending ones', () => {
    const db = connect();
    migrate(db);
    const old = new Date('2026-01-01T00:00:00Z');
    const sent = sendMail(db, { to: 'a@demo.cl', subject: 'Viejo', text: 'T' }, old);
    const pending = sendMail(db, { to: 'b@demo.cl', subject: 'Pendiente', text: 'T' }, old);
    const recent = sendMail(db, { to: 'c@demo.cl', subject: 'Reciente', text: 'T' }, new Date('2026-02-20T00:00:00Z'));
    db.prepare(`UPDATE outbox SET state = 'sent', sent_at = created_at WHERE id IN (?, ?)`).run(sent, recent);
    expect(pruneDelivered(db, new Date('2026-03-01T00:00:00Z'))).toBe(1);
    expect(db.prepare('SELECT id FROM outbox ORDER BY id').all()).toEqual([{ id: pending }, { id: recent }]);
  });
});
