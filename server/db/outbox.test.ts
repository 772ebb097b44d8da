import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.ts';
import type { Database } from './database.ts';
import { migrate } from './migrate.ts';
import { extractLinks, listOutbox, sendMail } from './outbox.ts';

let db: Database;
beforeEach(() => {
  db = openDatabase(':memory:');
  migrate(db);
});
afterEach(() => db.close());

describe('outbox', () => {
  it('finds every URL in a text, without trailing punctuation', () => {
    expect(
      extractLinks(
        'Abre http://localhost:4321/resetpassword/transportes-andes?rgs=andes-2025&token=abc. O https://enlista.cl/ayuda, gracias',
      ),
    ).toEqual([
      'http://localhost:4321/resetpassword/transportes-andes?rgs=andes-2025&token=abc',
      'https://enlista.cl/ayuda',
    ]);
    expect(extractLinks('Sin enlaces')).toEqual([]);
  });

  it('stores e-mails and chat messages and lists them newest first with their links', () => {
    sendMail(db, { to: 'a@demo.cl', subject: 'Primero', text: 'Hola' }, new Date('2025-01-01T00:00:00Z'));
    sendMail(
      db,
      { to: '56987654321', subject: 'Firma', text: 'Firma aquí: https://firma.example/p/1', channel: 'chat' },
      new Date('2025-01-02T00:00:00Z'),
    );
    const messages = listOutbox(db);
    expect(messages.map((message) => message.subject)).toEqual(['Firma', 'Primero']);
    expect(messages[0]).toMatchObject({
      channel: 'chat',
      to: '56987654321',
      links: ['https://firma.example/p/1'],
      created_at: '2025-01-02T00:00:00.000Z',
    });
    expect(messages[1]).toMatchObject({ channel: 'email', to: 'a@demo.cl', links: [] });
  });

  it('reports each message as held while no transport delivers its channel, pending once one does', () => {
    sendMail(db, { to: 'a@demo.cl', subject: 'Correo', text: 'Hola', kind: 'welcome' });
    sendMail(db, {
      channel: 'chat',
      to: '56987654321',
      subject: 'Código',
      text: 'Tu código es 123456',
      kind: 'power-signing-code',
      params: { body: ['123456'], button: '123456' },
      fallbackTo: 'dueno@demo.cl',
    });
    expect(listOutbox(db).map((message) => [message.kind, message.state])).toEqual([
      ['power-signing-code', 'held'],
      ['welcome', 'held'],
    ]);
    expect(listOutbox(db, ['email']).map((message) => message.state)).toEqual(['held', 'pending']);
    expect(db.prepare('SELECT params, fallback_to FROM outbox WHERE channel = ?').get('chat')).toEqual({
      params: '{"body":["123456"],"button":"123456"}',
      fallback_to: 'dueno@demo.cl',
    });
  });

  it('refuses a fallback address that is not one clean line', () => {
    expect(() =>
      sendMail(db, {
        channel: 'chat',
        to: '56987654321',
        subject: 'S',
        text: 'T',
        fallbackTo: 'a@demo.cl\nBcc: b@x.cl',
      }),
    ).toThrow(/Cabecera/);
  });
});
