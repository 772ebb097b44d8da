// The auth-prune job keeps what a throttle, a sign-out or a code check can still read and removes
// the rest; signing codes, part of a signature's evidence, are never touched.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { int } from '../db/rows.ts';
import { createTestContext, type TestContext } from '../test-support.ts';
import { KEEP_MS, pruneAuthTables } from './auth-prune.ts';

const NOW = new Date('2026-12-07T12:00:00.000Z');
const OLD = new Date(NOW.getTime() - KEEP_MS - 60_000).toISOString();
const RECENT = new Date(NOW.getTime() - 60_000).toISOString();
const SOON = new Date(NOW.getTime() + 60_000).toISOString();

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ now: () => NOW });
});
afterAll(() => context.cleanup());

const count = (table: string) => int(context.db.prepare(`SELECT COUNT(*) AS n FROM ${table}`).get() ?? {}, 'n');

describe('pruneAuthTables', () => {
  it('removes rows no rule reads any more and keeps the others', () => {
    const db = context.db;
    const user = int(db.prepare("SELECT id_user FROM users WHERE email = 'trabajador@demo.cl'").get() ?? {}, 'id_user');
    for (const table of ['rate_events', 'login_attempts', 'revoked_tokens', 'password_reset_tokens']) {
      db.prepare(`DELETE FROM ${table}`).run();
    }
    db.prepare('DELETE FROM email_verification_codes').run();
    db.prepare('DELETE FROM job_runs').run();
    for (const at of [OLD, RECENT]) {
      db.prepare("INSERT INTO rate_events (bucket, key, created_at) VALUES ('b', 'k', ?)").run(at);
      db.prepare("INSERT INTO login_attempts (email, succeeded, created_at) VALUES ('a@b.cl', 0, ?)").run(at);
      db.prepare(
        'INSERT INTO password_reset_tokens (id_user, token_hash, expires_at, created_at) VALUES (?, ?, ?, ?)',
      ).run(user, `hash-${at}`, at, at);
      db.prepare(
        `INSERT INTO email_verification_codes (id_user, one_time_token, code_hash, expires_at, created_at)
         VALUES (?, ?, 'h', ?, ?)`,
      ).run(user, `token-${at}`, at, at);
      db.prepare(
        `INSERT INTO job_runs (job, period, state, instance, started_at, lease_until)
         VALUES ('auth-prune', ?, 'finished', 'a', ?, ?)`,
      ).run(at, at, at);
    }
    db.prepare("INSERT INTO revoked_tokens (jti, expires_at) VALUES ('gone', ?), ('live', ?)").run(RECENT, SOON);
    const codes = count('signing_codes');
    db.prepare(
      `INSERT INTO signing_codes (subject, code_hash, channels, destinations, created_at, expires_at)
       VALUES ('contract:1', 'h', '[]', '[]', ?, ?)`,
    ).run(OLD, OLD);

    // Old rows of five tables and one revoked token past its expiry; the old job run is recent
    // enough (90 days) to stay.
    expect(pruneAuthTables(db, NOW)).toBe(5);
    for (const table of ['rate_events', 'login_attempts', 'password_reset_tokens', 'email_verification_codes']) {
      expect([table, count(table)]).toEqual([table, 1]);
    }
    expect(db.prepare('SELECT jti FROM revoked_tokens').all()).toEqual([{ jti: 'live' }]);
    expect(count('signing_codes')).toBe(codes + 1);
    expect(count('job_runs')).toBe(2);
    expect(pruneAuthTables(db, new Date(NOW.getTime() + 91 * 86_400_000))).toBeGreaterThanOrEqual(2);
    expect(count('job_runs')).toBe(0);
  });
});
