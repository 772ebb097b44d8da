// Digests in the outbox: events with one key gather into one waiting message per channel, which
// waits for a quiet spell (never past its cap); a message a dispatcher claimed or tried is left as
// it was and the next event starts a new one, even from another connection; a rolled-back event
// leaves the digest as it was.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { claim, dueIds, markRetry } from '../lib/delivery/queue.ts';
import { openDatabase, transaction, type Database } from './database.ts';
import { migrate } from './migrate.ts';
import { DIGEST_MAX_WAIT_MS, DIGEST_QUIET_MS, queueDigest, type Digest } from './outbox-digest.ts';
import { listOutbox } from './outbox.ts';

let folder: string;
let db: Database;
beforeEach(() => {
  folder = mkdtempSync(join(tmpdir(), 'enlista-digest-'));
  db = openDatabase(join(folder, 'enlista.db'));
  migrate(db);
});
afterEach(() => {
  db.close();
  rmSync(folder, { recursive: true, force: true });
});

const START = new Date('2026-12-07T15:00:00.000Z');
const later = (minutes: number) => new Date(START.getTime() + minutes * 60_000);

interface Event {
  readonly id: string;
  readonly said: string;
}

function digest(items: readonly Event[], key = 'decisions:7'): Digest<Event> {
  return {
    key,
    channel: 'email',
    items,
    build: (all) => ({
      to: 'persona@demo.cl',
      subject: `${all.length} novedades`,
      text: all.map((item) => `${item.id}: ${item.said}`).join('\n'),
    }),
    identity: (item) => item.id,
    parse: (stored) => stored as Event,
  };
}

const holdOf = (id: number) =>
  String(db.prepare('SELECT next_attempt_at FROM outbox WHERE id = ?').get(id)?.['next_attempt_at']);

describe('a digest', () => {
  it('gathers the events of one key into one waiting message, which waits for a quiet spell', () => {
    const first = queueDigest(db, digest([{ id: 'a', said: 'aprobado' }]), START);
    expect(holdOf(first)).toBe(later(DIGEST_QUIET_MS / 60_000).toISOString());
    expect(queueDigest(db, digest([{ id: 'b', said: 'rechazado' }]), later(3))).toBe(first);
    expect(queueDigest(db, digest([{ id: 'c', said: 'aprobado' }]), later(7))).toBe(first);
    const [message, ...others] = listOutbox(db);
    expect(others).toEqual([]);
    expect(message).toMatchObject({ subject: '3 novedades', text: 'a: aprobado\nb: rechazado\nc: aprobado' });
    expect(holdOf(first)).toBe(later(7 + DIGEST_QUIET_MS / 60_000).toISOString());
    // Not due while it waits; due once the quiet spell is over.
    expect(dueIds(db, ['email'], later(16))).toEqual([]);
    expect(dueIds(db, ['email'], later(17))).toEqual([first]);
  });

  it('tells of an event again decided once, with its latest word, and keeps keys apart', () => {
    queueDigest(db, digest([{ id: 'a', said: 'aprobado' }]), START);
    queueDigest(db, digest([{ id: 'a', said: 'rechazado' }]), later(1));
    queueDigest(db, digest([{ id: 'z', said: 'aprobado' }], 'decisions:8'), later(2));
    expect(listOutbox(db).map((message) => message.text)).toEqual(['z: aprobado', 'a: rechazado']);
  });

  it('never waits past its cap, and a later event then starts a new message', () => {
    const first = queueDigest(db, digest([{ id: 'a', said: 'aprobado' }]), START);
    for (let minute = 8; minute <= 40; minute += 8)
      queueDigest(db, digest([{ id: `m${minute}`, said: 'x' }]), later(minute));
    expect(holdOf(first)).toBe(later(DIGEST_MAX_WAIT_MS / 60_000).toISOString());
    const next = queueDigest(db, digest([{ id: 'late', said: 'aprobado' }]), later(46));
    expect(next).not.toBe(first);
    expect(listOutbox(db).find((message) => message.id === next)?.text).toBe('late: aprobado');
  });

  it('leaves a message a dispatcher claimed or tried as it was: the next event goes in a new one', () => {
    const first = queueDigest(db, digest([{ id: 'a', said: 'aprobado' }]), START);
    expect(claim(db, first, later(11), 60_000)?.text).toBe('a: aprobado');
    const second = queueDigest(db, digest([{ id: 'b', said: 'rechazado' }]), later(11));
    expect(second).not.toBe(first);
    markRetry(db, second, 'timeout', null, later(30));
    db.prepare('UPDATE outbox SET attempts = 1 WHERE id = ?').run(second);
    const third = queueDigest(db, digest([{ id: 'c', said: 'aprobado' }]), later(12));
    expect(new Set([first, second, third]).size).toBe(3);
    expect(listOutbox(db).map((message) => message.text)).toEqual(['c: aprobado', 'b: rechazado', 'a: aprobado']);
  });

  it('loses nothing to another connection claiming the message at the same time', () => {
    const other = openDatabase(join(folder, 'enlista.db'));
    try {
      const first = queueDigest(db, digest([{ id: 'a', said: 'aprobado' }]), START);
      expect(claim(other, first, later(11), 60_000)).not.toBeNull();
      const second = queueDigest(db, digest([{ id: 'b', said: 'rechazado' }]), later(11));
      expect(second).not.toBe(first);
      expect(listOutbox(db).map((message) => message.text)).toEqual(['b: rechazado', 'a: aprobado']);
    } finally {
      other.close();
    }
  });

  it('is left as it was when the change that adds an event is rolled back', () => {
    const first = queueDigest(db, digest([{ id: 'a', said: 'aprobado' }]), START);
    expect(() =>
      transaction(db, () => {
        queueDigest(db, digest([{ id: 'b', said: 'rechazado' }]), later(2));
        throw new Error('la decisión no se guardó');
      }),
    ).toThrow('la decisión no se guardó');
    expect(listOutbox(db)).toMatchObject([{ id: first, text: 'a: aprobado', subject: '1 novedades' }]);
    expect(holdOf(first)).toBe(later(DIGEST_QUIET_MS / 60_000).toISOString());
  });
});
