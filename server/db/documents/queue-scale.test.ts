// 'Por revisar' at scale: with 20,000 documents awaiting review for one company, every query of
// the queue, the expiry sweep and the documentation summaries runs on an index (SQLite's own
// query plan says so, and orders without a temporary sort), and walking the queue page by page
// through the API meets every document exactly once, while the demo company's queue is unchanged.
// How long a page takes under load is measured by `npm run load` (docs/measurements/load.md).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueuePage } from '../../../src/lib/contract/review.ts';
import { sessionToken } from '../../security-test-support.ts';
import { LOAD_COMPANY, seedReviewLoad } from '../../seed/review-load.ts';
import { createTestContext, type TestContext } from '../../test-support.ts';
import { text } from '../rows.ts';
import { QUEUE_COUNT_SQL, QUEUE_FIRST_PAGE_SQL, QUEUE_PAGE_SQL } from './queue.ts';

const DOCUMENTS = 20_000;
let context: TestContext;
let idBusiness = 0;
beforeAll(async () => {
  context = await createTestContext();
  idBusiness = await seedReviewLoad(context.db, context.blobs, {
    documents: DOCUMENTS,
    passwordHash: null,
    now: new Date(),
  });
}, 60_000);
afterAll(() => context.cleanup());

function plan(sql: string, ...params: (string | number)[]): string {
  return context.db
    .prepare(`EXPLAIN QUERY PLAN ${sql}`)
    .all(...params)
    .map((row) => text(row, 'detail'))
    .join('\n');
}

describe('the queries behind the queue', () => {
  it('read the partial index of documents awaiting review, in its order', () => {
    const pages: [string, (string | number)[]][] = [
      [QUEUE_FIRST_PAGE_SQL, [idBusiness, 51]],
      [QUEUE_PAGE_SQL, [idBusiness, '2026-01-01T00:00:00.000Z', 1, 51]],
    ];
    for (const [sql, params] of pages) {
      const steps = plan(sql, ...params);
      expect(steps).toMatch(/SEARCH f USING INDEX user_files_review_queue \(id_business=\?/);
      expect(steps).not.toContain('TEMP B-TREE');
      expect(steps).toMatch(/SEARCH p USING INTEGER PRIMARY KEY/);
      expect(steps).toMatch(/SEARCH u USING INTEGER PRIMARY KEY/);
    }
    expect(plan(QUEUE_COUNT_SQL, idBusiness)).toMatch(
      /SEARCH f USING COVERING INDEX user_files_review_queue \(id_business=\?\)/,
    );
  });

  it('find expiring documents and a company’s workers’ documents through indexes', () => {
    const sweep = `SELECT f.id_file FROM user_files f JOIN user_profiles p ON p.id_profile_user = f.id_profile_user
      WHERE f.file_status = 'ACCEPTED' AND f.expiration_date IS NOT NULL AND f.expiration_date <= ?`;
    expect(plan(sweep, '2026-01-01')).toMatch(
      /SEARCH f USING INDEX user_files_expiry \(expiration_date>\? AND expiration_date<\?\)/,
    );
    const summaries = `SELECT u.id_user, f.file_status FROM users u
      LEFT JOIN user_profiles p ON p.id_user = u.id_user LEFT JOIN user_files f ON f.id_profile_user = p.id_profile_user
      WHERE u.id_business = ? AND u.role = 'User'`;
    const steps = plan(summaries, idBusiness);
    expect(steps).toMatch(/SEARCH u USING (COVERING )?INDEX/);
    expect(steps).toMatch(/SEARCH p USING (COVERING )?INDEX sqlite_autoindex_user_profiles/);
    expect(steps).toMatch(/SEARCH f USING INDEX sqlite_autoindex_user_files/);
  });
});

describe('walking 20,000 documents through the API', () => {
  it('answers 50 a page, oldest first, every document once, and the demo company’s queue as before', async () => {
    const headers = { 'auth-business': await sessionToken(context.db, LOAD_COMPANY.email) };
    const seen = new Set<number>();
    let pages = 0;
    let last = '';
    let cursor: string | null = null;
    do {
      const response = await context.app.request(
        `/business/review/queue${cursor === null ? '' : `?cursor=${cursor}`}`,
        { headers },
      );
      const page = (await response.json()) as QueuePage;
      pages += 1;
      expect(page.count).toBe(DOCUMENTS);
      expect(page.data.length === 50 || page.next_cursor === null).toBe(true);
      for (const item of page.data) {
        expect(seen.has(item.id_file)).toBe(false);
        expect((item.date_upload ?? '') >= last).toBe(true);
        last = item.date_upload ?? '';
        seen.add(item.id_file);
      }
      cursor = page.next_cursor;
    } while (cursor !== null);
    expect(seen.size).toBe(DOCUMENTS);
    expect(pages).toBe(DOCUMENTS / 50);
    const demo = (await (
      await context.app.request('/business/review/queue', {
        headers: { 'auth-business': await sessionToken(context.db, 'empresa@demo.cl') },
      })
    ).json()) as QueuePage;
    expect(demo.count).toBe(14);
  }, 120_000);
});
