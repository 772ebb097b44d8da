// E-mail delivery against a real SMTP server in the test process: what arrives (subject, text,
// HTML, Message-ID, the signed PDF) and what happens when the server is down or refuses.
import { createHash } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../db/database.ts';
import { migrate } from '../../db/migrate.ts';
import { listOutbox, sendMail } from '../../db/outbox.ts';
import { PLAIN_PDF } from '../test-images.ts';
import { createDispatcher, type DispatcherOptions } from './dispatcher.ts';
import { smtpTransport } from './smtp.ts';
import { startSmtpPeer, type SmtpPeer } from './test-peers.ts';
import { diskBlobStore } from '../blobs/disk.ts';

let db: Database;
let filesDir: string;
let smtp: SmtpPeer;
beforeEach(async () => {
  db = openDatabase(':memory:');
  migrate(db);
  filesDir = mkdtempSync(join(tmpdir(), 'enlista-mail-'));
  smtp = await startSmtpPeer();
});
afterEach(async () => {
  db.close();
  rmSync(filesDir, { recursive: true, force: true });
  await smtp.stop().catch(() => undefined);
});

const FROM = 'Enlista <no-responder@enlista.cl>';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function dispatcher(options: Partial<DispatcherOptions> = {}) {
  return createDispatcher({
    db,
    blobs: diskBlobStore(filesDir),
    transports: { email: smtpTransport(smtp.url, FROM) },
    retryBaseMs: 1,
    ...options,
  });
}

function storePdf(): { storage_path: string; sha256: string } {
  mkdirSync(join(filesDir, 'contracts'), { recursive: true });
  writeFileSync(join(filesDir, 'contracts', 'firmado.pdf'), PLAIN_PDF);
  return { storage_path: 'contracts/firmado.pdf', sha256: createHash('sha256').update(PLAIN_PDF).digest('hex') };
}

const row = (id: number) => db.prepare('SELECT * FROM outbox WHERE id = ?').get(id) ?? {};

describe('e-mail over SMTP', () => {
  it('delivers the Spanish subject, plain text, an HTML part, a Message-ID of the row and the signed PDF', async () => {
    const pdf = storePdf();
    const id = sendMail(db, {
      to: 'trabajador@demo.cl',
      subject: 'Copia de tu contrato firmado',
      text: 'Hola Ana:\n\nCódigo 123456. Verifica en https://enlista.cl/verificar?c=abc',
      kind: 'contract-signed-copy',
      attachments: [{ name: 'contract_7.pdf', ...pdf }],
    });
    await dispatcher().runOnce();
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail?.subject).toBe('Copia de tu contrato firmado');
    expect(mail?.text).toContain('Código 123456.');
    expect(mail?.html).toContain('<a href="https://enlista.cl/verificar?c=abc">');
    expect(mail?.messageId).toMatch(new RegExp(`^<outbox-${id}-[0-9a-f]{12}@enlista\\.cl>$`));
    expect(mail?.attachments[0]?.filename).toBe('contract_7.pdf');
    expect(Buffer.from(mail?.attachments[0]?.content as ArrayBuffer)).toEqual(Buffer.from(PLAIN_PDF));
    expect(row(id)).toMatchObject({ state: 'sent', provider_id: mail?.messageId, attempts: 1, links: '[]' });
    // Delivered: the stored copy keeps neither the code nor the link.
    expect(row(id)['text']).toBe('Hola Ana:\n\nCódigo [código]. Verifica en [enlace]');
  });

  it('does not send an attachment whose file no longer matches its stored hash, and the message fails', async () => {
    const pdf = storePdf();
    writeFileSync(join(filesDir, pdf.storage_path), Buffer.concat([Buffer.from(PLAIN_PDF), Buffer.from('x')]));
    const id = sendMail(db, {
      to: 'a@demo.cl',
      subject: 'Copia',
      text: 'Adjunto',
      attachments: [{ name: 'p.pdf', ...pdf }],
    });
    await dispatcher().runOnce();
    expect(smtp.received).toHaveLength(0);
    expect(row(id)).toMatchObject({ state: 'failed', error_code: 'attachment' });
    expect(String(row(id)['last_error'])).toContain('hash no coincide');
  });

  it('keeps a message while the mail server is down and delivers it once when it is back', async () => {
    await smtp.stop();
    const id = sendMail(db, { to: 'a@demo.cl', subject: 'Restablece tu contraseña', text: 'Enlace' });
    const queue = dispatcher();
    await queue.runOnce();
    expect(row(id)).toMatchObject({ state: 'pending', attempts: 1 });
    expect(row(id)['last_error']).not.toBeNull();
    await smtp.restart();
    await sleep(10);
    await queue.runOnce();
    await sleep(10);
    await queue.runOnce();
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Restablece tu contraseña']);
    expect(row(id)).toMatchObject({ state: 'sent', attempts: 2, last_error: null });
  });

  it('retries a temporary refusal with backoff, and gives up at once on a final one', async () => {
    const later = sendMail(db, { to: 'a@demo.cl', subject: 'Temporal', text: 'Hola' });
    smtp.refuseNext(2, 451);
    const queue = dispatcher();
    for (let round = 0; round < 4; round += 1) {
      await queue.runOnce();
      await sleep(10);
    }
    expect(smtp.received.map((mail) => mail.subject)).toEqual(['Temporal']);
    expect(row(later)).toMatchObject({ state: 'sent', attempts: 3 });

    const refused = sendMail(db, { to: 'nadie@demo.cl', subject: 'Final', text: 'Hola' });
    smtp.refuseNext(1, 550);
    await queue.runOnce();
    expect(row(refused)).toMatchObject({ state: 'failed', attempts: 1, error_code: '550' });
  });

  it('marks a message failed after the bounded number of tries', async () => {
    await smtp.stop();
    const id = sendMail(db, { to: 'a@demo.cl', subject: 'Nunca', text: 'Hola' });
    const queue = dispatcher({ maxAttempts: 3 });
    for (let round = 0; round < 5; round += 1) {
      await queue.runOnce();
      await sleep(10);
    }
    expect(row(id)).toMatchObject({ state: 'failed', attempts: 3 });
    expect(listOutbox(db, ['email'])[0]).toMatchObject({ state: 'failed' });
  });

  it('delivers nothing without a transport: the message stays in the outbox, whole, as held', async () => {
    sendMail(db, { to: 'a@demo.cl', subject: 'Código', text: 'Tu código es 123456: https://x.cl/a?t=1' });
    expect(await createDispatcher({ db, blobs: diskBlobStore(filesDir), transports: {} }).runOnce()).toBe(0);
    expect(listOutbox(db)[0]).toMatchObject({
      state: 'held',
      text: 'Tu código es 123456: https://x.cl/a?t=1',
      links: ['https://x.cl/a?t=1'],
      last_error: null,
    });
  });
});
