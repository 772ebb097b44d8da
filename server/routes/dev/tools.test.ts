import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dataTables } from '../../db/migrate.ts';
import { sendMail } from '../../db/outbox.ts';
import type { OutboxMessage } from '../../db/outbox.ts';
import { DEV_POWER_JWT_SECRET } from '../../deps.ts';
import { verifyJwt } from '../../lib/jwt.ts';
import { createTestContext, jsonRequest, TEST_SITE_ORIGIN } from '../../test-support.ts';
import type { TestContext } from '../../test-support.ts';

const NOW = new Date('2026-01-10T10:00:00Z');
let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ devRoutes: true, now: () => NOW });
});
afterAll(() => context.cleanup());

/** Every row of every data table, plus a hash of every stored file. */
function snapshot(): unknown {
  const tables = Object.fromEntries(
    dataTables(context.db).map((table) => [table, context.db.prepare(`SELECT * FROM "${table}" ORDER BY rowid`).all()]),
  );
  const files = readdirSync(context.filesDir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return [relative(context.filesDir, path), createHash('sha256').update(readFileSync(path)).digest('hex')];
    })
    .sort();
  return { tables, files };
}

describe('GET /_dev/outbox', () => {
  it('lists sent messages newest first, with their links, as a bare array', async () => {
    sendMail(context.db, { to: 'a@demo.cl', subject: 'Viejo', text: 'x' }, new Date('2025-01-01T00:00:00Z'));
    sendMail(
      context.db,
      { to: 'b@demo.cl', subject: 'Nuevo', text: 'Ve a http://localhost:4321/login.' },
      new Date('2025-01-02T00:00:00Z'),
    );
    const response = await context.app.request('/_dev/outbox');
    expect(response.status).toBe(200);
    const messages = (await response.json()) as OutboxMessage[];
    expect(messages.map((message) => message.subject)).toEqual(['Nuevo', 'Viejo']);
    expect(messages[0]?.links).toEqual(['http://localhost:4321/login']);
  });
});

describe('GET /_dev/phone', () => {
  it('shows each person’s messages as their phone would, links clickable, codes marked, every value escaped', async () => {
    sendMail(context.db, {
      to: 'ana@demo.cl',
      subject: 'Recupera tu contraseña <ya>',
      text: 'Abre https://enlista.cl/resetpassword?token=abc&x=1. Vence en 1 hora.',
    });
    const chat = sendMail(context.db, {
      channel: 'chat',
      to: '56987654321',
      subject: 'Código',
      text: '<b>482913</b> es tu código de verificación.',
    });
    context.db.prepare("UPDATE outbox SET state = 'delivered' WHERE id = ?").run(chat);
    const response = await context.app.request('/_dev/phone');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const nonce = /style-src 'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    const html = await response.text();
    expect(html).toContain(`<style nonce="${nonce ?? 'none'}">`);
    expect(html).toContain('<h2>Correo de ana@demo.cl</h2>');
    expect(html).toContain('Recupera tu contraseña &lt;ya&gt;');
    expect(html).toContain(
      '<a href="https://enlista.cl/resetpassword?token=abc&amp;x=1">https://enlista.cl/resetpassword?token=abc&amp;x=1</a>.',
    );
    expect(html).toContain('<h2>WhatsApp de +56987654321</h2>');
    expect(html).toContain('&lt;b&gt;<strong class="code">482913</strong>&lt;/b&gt; es tu código');
    expect(html).toMatch(/WhatsApp · [^<]+ · <span class="state">Entregado<\/span>/);
    expect(html).not.toContain('<b>');
  });
});

describe('POST /_dev/power-token', () => {
  it('answers a simple-power token signed with the power secret and the page URL', async () => {
    const response = await context.app.request('/_dev/power-token', jsonRequest({ expiresInSeconds: 600 }));
    expect(response.status).toBe(200);
    const { token, url } = (await response.json()) as { token: string; url: string };
    expect(url).toBe(`${TEST_SITE_ORIGIN}/crear-poder-simple?power=${token}`);
    const verified = await verifyJwt(token, DEV_POWER_JWT_SECRET, NOW);
    expect(verified.ok).toBe(true);
    if (!verified.ok) return;
    expect(verified.payload).toMatchObject({
      purpose: 'simple-power',
      iat: NOW.getTime() / 1000,
      exp: NOW.getTime() / 1000 + 600,
    });
    expect(verified.payload['sub']).toEqual(expect.any(String));
  });

  it('can mint an already expired token for tests of the expired path', async () => {
    const response = await context.app.request('/_dev/power-token', jsonRequest({ expiresInSeconds: -60 }));
    const { token } = (await response.json()) as { token: string };
    expect(await verifyJwt(token, DEV_POWER_JWT_SECRET, NOW)).toEqual({ ok: false, reason: 'expired' });
  });

  it('rejects a missing or non-integer lifetime with a Spanish message', async () => {
    for (const body of [{}, { expiresInSeconds: 'x' }, { expiresInSeconds: 1.5 }, { expiresInSeconds: 10 ** 9 }]) {
      const response = await context.app.request('/_dev/power-token', jsonRequest(body));
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: ['expiresInSeconds debe ser un número entero entre -31536000 y 31536000'],
      });
    }
  });
});

describe('POST /_dev/reset', () => {
  it('restores identical demo data every time, dropping what was added', async () => {
    const reset = () => context.app.request('/_dev/reset', { method: 'POST' });
    expect((await reset()).status).toBe(200);
    const first = snapshot();

    sendMail(context.db, { to: 'x@demo.cl', subject: 'extra', text: 'extra' });
    context.db.exec("UPDATE users SET firstname = 'Cambiado'");
    writeFileSync(join(context.filesDir, 'subido.pdf'), 'x');

    const response = await reset();
    expect(await response.json()).toEqual({ message: 'Datos de demostración restablecidos.' });
    expect(snapshot()).toEqual(first);
  });
});
