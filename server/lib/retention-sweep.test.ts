// The retention sweep on a fixed clock: a worker whose relation ended, or whose account was
// closed, more than twelve months ago is anonymised (what the law keeps stays); eleven months is
// too soon; it closes what such a person still had pending. When it runs is the schedule's business
// (jobs/scheduler.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase } from '../db/database.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { anonymiseDue, dueForAnonymisation, monthsBefore, runRetentionSweep } from './retention-sweep.ts';

const NOW = new Date('2026-12-03T15:00:00.000Z');

let context: TestContext;
beforeEach(async () => {
  context = await createTestContext({ now: () => NOW });
});
afterEach(() => {
  vi.useRealTimers();
  context.cleanup();
});

function person(email: string) {
  const row = context.db.prepare('SELECT * FROM users WHERE email = ? OR id_user = ?').get(email, Number(email) || -1);
  if (!row) throw new Error(email);
  return row;
}

function set(email: string, column: 'relation_ended_at' | 'deleted_at', value: string) {
  context.db.prepare(`UPDATE users SET ${column} = ? WHERE email = ?`).run(value, email);
  return Number(person(email)['id_user']);
}

describe('monthsBefore', () => {
  it('steps back whole calendar months, to the last day of a shorter month', () => {
    expect(monthsBefore(NOW, 12).toISOString()).toBe('2025-12-03T15:00:00.000Z');
    expect(monthsBefore(new Date('2026-03-31T10:00:00Z'), 1).toISOString()).toBe('2026-02-28T10:00:00.000Z');
    expect(monthsBefore(new Date('2025-02-28T10:00:00Z'), -12).toISOString()).toBe('2026-02-28T10:00:00.000Z');
  });
});

describe('runRetentionSweep', () => {
  it('anonymises a worker whose relation ended more than 12 months ago, not one at 11 months', async () => {
    const gone = set('trabajador@demo.cl', 'relation_ended_at', '2025-12-02T15:00:00.000Z');
    set('trabajador.sur@demo.cl', 'relation_ended_at', '2026-01-03T15:00:00.000Z');
    expect(await runRetentionSweep(context.db, context.blobs, NOW)).toEqual([gone]);
    expect(person(String(gone))).toMatchObject({
      firstname: null,
      rut: null,
      phone: null,
      email: `anonimo-${gone}@anonimizado.invalid`,
      anonymised_at: NOW.toISOString(),
    });
    expect(person('trabajador.sur@demo.cl')).toMatchObject({ firstname: 'Matías', anonymised_at: null });
    const kept = context.db.prepare('SELECT COUNT(*) AS n FROM attendance_records WHERE id_user = ?').get(gone);
    expect(kept?.['n']).toBe(8);
    expect(await runRetentionSweep(context.db, context.blobs, NOW)).toEqual([]);
  });

  it('removes what the person wrote by chat, its window, and the messages addressed to the account', async () => {
    const gone = set('trabajador@demo.cl', 'relation_ended_at', '2025-12-02T15:00:00.000Z');
    const phone = String(person(String(gone))['phone']);
    context.db
      .prepare(
        `INSERT INTO inbound_messages (wamid, sender, id_user, type, text, sent_at, received_at)
         VALUES ('wamid.X', ?, ?, 'text', 'Hola', ?, ?)`,
      )
      .run(phone, gone, NOW.toISOString(), NOW.toISOString());
    context.db
      .prepare('INSERT INTO chat_contacts (phone, last_inbound_at) VALUES (?, ?)')
      .run(phone, NOW.toISOString());
    context.db
      .prepare(
        `INSERT INTO outbox (channel, recipient, subject, text, links, created_at, id_user)
         VALUES ('email', 'otra@demo.cl', 'S', 'T', '[]', ?, ?)`,
      )
      .run(NOW.toISOString(), gone);
    await runRetentionSweep(context.db, context.blobs, NOW);
    const count = (sql: string) => context.db.prepare(sql).get()?.['n'];
    // The demo's other conversations stay; only this person's go.
    expect(count(`SELECT COUNT(*) AS n FROM inbound_messages WHERE sender = '${phone}' OR id_user = ${gone}`)).toBe(0);
    expect(count(`SELECT COUNT(*) AS n FROM chat_contacts WHERE phone = '${phone}'`)).toBe(0);
    expect(count('SELECT COUNT(*) AS n FROM inbound_messages')).toBeGreaterThan(0);
    expect(count(`SELECT COUNT(*) AS n FROM outbox WHERE id_user = ${gone}`)).toBe(0);
  });

  it('anonymises a closed account once 12 months have passed, and closes its pending requests', async () => {
    const closed = set('verifica@demo.cl', 'deleted_at', '2025-12-03T15:00:00.000Z');
    context.db
      .prepare(
        `INSERT INTO privacy_requests (id_user, id_business, kind, state, reason, received_at, due_date)
         SELECT id_user, id_business, 'oposicion', 'pendiente', 'Motivo propio', ?, '2026-12-20' FROM users WHERE id_user = ?`,
      )
      .run('2026-11-20T12:00:00.000Z', closed);
    expect(await runRetentionSweep(context.db, context.blobs, new Date('2026-12-03T14:59:59.000Z'))).toEqual([]);
    expect(await runRetentionSweep(context.db, context.blobs, NOW)).toEqual([closed]);
    const request = context.db.prepare('SELECT * FROM privacy_requests WHERE id_user = ?').get(closed);
    expect(request).toMatchObject({ state: 'completada', reason: null, answered_at: NOW.toISOString() });
    expect(String(request?.['answer'])).toContain('plazo de conservación de 12 meses');
    const events = context.db
      .prepare('SELECT actor, action FROM privacy_request_events WHERE id_request = ? ORDER BY id_event')
      .all(Number(request?.['id_request']));
    expect(events).toEqual([
      { actor: 'sistema', action: 'datos_anonimizados' },
      { actor: 'sistema', action: 'completada' },
    ]);
  });
});

describe('two sweeps at once', () => {
  it('anonymise a worker and close the pending request once, whichever claims it first', async () => {
    const shared = await createTestContext({ now: () => NOW, onDisk: true });
    const other = openDatabase(shared.databasePath);
    try {
      const due = shared.db
        .prepare("UPDATE users SET deleted_at = ? WHERE email = 'verifica@demo.cl' RETURNING id_user")
        .get('2025-01-01T00:00:00.000Z');
      const idUser = Number(due?.['id_user']);
      shared.db
        .prepare(
          `INSERT INTO privacy_requests (id_user, id_business, kind, state, received_at, due_date)
           SELECT id_user, id_business, 'supresion', 'pendiente', ?, '2026-12-20' FROM users WHERE id_user = ?`,
        )
        .run('2026-11-20T12:00:00.000Z', idUser);
      // Both sweeps found the worker due; the second finishes first.
      expect(dueForAnonymisation(shared.db, NOW)).toEqual([idUser]);
      expect(await runRetentionSweep(other, shared.blobs, NOW)).toEqual([idUser]);
      expect(await anonymiseDue(shared.db, shared.blobs, idUser, NOW)).toBe(false);
      const events = shared.db
        .prepare(
          `SELECT action FROM privacy_request_events e JOIN privacy_requests r USING (id_request)
           WHERE r.id_user = ? ORDER BY id_event`,
        )
        .all(idUser);
      expect(events.map((event) => event['action'])).toEqual(['datos_anonimizados', 'completada']);
    } finally {
      other.close();
      shared.cleanup();
    }
  });
});
