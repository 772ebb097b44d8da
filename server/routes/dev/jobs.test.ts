// POST /_dev/jobs/{name}/run: a job asked of two API instances on one database file at once runs
// once (the reminders go out once); an unknown name is refused in Spanish; a job this API does not
// run is 404; without the development routes the path does not exist.
import { afterEach, describe, expect, it } from 'vitest';
import type { JobRunAnswer } from '../../../src/lib/contract/jobs.ts';
import { createApp } from '../../app.ts';
import { openDatabase } from '../../db/database.ts';
import { int } from '../../db/rows.ts';
import { createTestContext, TEST_SITE_ORIGIN, type TestContext } from '../../test-support.ts';

const NOW = new Date('2026-03-10T15:00:00.000Z');
const contexts: TestContext[] = [];
afterEach(() => {
  for (const context of contexts.splice(0)) context.cleanup();
});

async function context(options: Parameters<typeof createTestContext>[0] = {}) {
  const made = await createTestContext({ devRoutes: true, now: () => NOW, ...options });
  contexts.push(made);
  return made;
}

const run = (app: { request: (path: string, init: RequestInit) => Response | Promise<Response> }, name: string) =>
  app.request(`/_dev/jobs/${name}/run`, { method: 'POST' });

describe('POST /_dev/jobs/{name}/run', () => {
  it('asked of two instances on one database at once, exactly one runs the job', async () => {
    const first = await context({ onDisk: true });
    const db = openDatabase(first.databasePath);
    const second = createApp({
      db,
      filesDir: first.filesDir,
      siteOrigin: TEST_SITE_ORIGIN,
      devRoutes: true,
      now: () => NOW,
    });
    const last = int(first.db.prepare('SELECT COALESCE(MAX(id), 0) AS id FROM outbox').get() ?? {}, 'id');
    // The reminders this ask sent: how many workers, and the most any worker got on one channel.
    const sent = () =>
      first.db
        .prepare(
          `SELECT COUNT(DISTINCT id_user) AS workers, COALESCE(MAX(n), 0) AS most FROM (
             SELECT id_user, COUNT(*) AS n FROM outbox WHERE kind = 'document-expiry' AND id > ?
             GROUP BY id_user, channel)`,
        )
        .get(last) ?? {};
    try {
      const answers = await Promise.all([run(first.app, 'expiry-reminders'), run(second, 'expiry-reminders')]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
      const bodies = (await Promise.all(answers.map((answer) => answer.json()))) as JobRunAnswer[];
      const ran = bodies.filter((body) => body.data.ran);
      expect(ran).toHaveLength(1);
      expect(ran[0]?.data).toMatchObject({
        job: 'expiry-reminders',
        period: 'manual:2026-03-10T15:00',
        outcome: 'finished',
      });
      expect(ran[0]?.data.count).toBeGreaterThan(0);
      expect([int(sent(), 'workers'), int(sent(), 'most')]).toEqual([ran[0]?.data.count, 1]);
      expect(bodies.find((body) => !body.data.ran)?.data).toEqual({
        job: 'expiry-reminders',
        period: 'manual:2026-03-10T15:00',
        ran: false,
      });
    } finally {
      db.close();
    }
  });

  it('an unknown job is refused with a Spanish message; one this API does not run is 404', async () => {
    const { app } = await context({ seed: false });
    const unknown = await run(app, 'todo');
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: ['No existe un trabajo programado con ese nombre.'] });
    const inactive = await run(app, 'database-backup');
    expect(inactive.status).toBe(404);
    expect(await inactive.json()).toEqual({ message: 'Este trabajo no está activo en esta API.' });
  });

  it('does not exist without the development routes', async () => {
    const { app } = await context({ seed: false, devRoutes: false });
    expect((await run(app, 'auth-prune')).status).toBe(404);
  });
});
