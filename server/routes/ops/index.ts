// Health of the process, for a load balancer or an orchestrator (no token, nothing personal):
//   GET /healthz → 200 { status: 'ok' } while the process answers at all;
//   GET /readyz  → 200 { status: 'ok', checks } when it can serve: the database answers, the file
//                  store is reachable (the folder can be written; the bucket answers HeadBucket),
//                  and the delivery queue can be read; otherwise 503 with
//                  each failing part named ('database', 'files', 'delivery'), so a balancer stops
//                  sending it requests until it recovers. Never cached.
import { Hono } from 'hono';
import type { HealthAnswer, ReadinessCheck } from '../../../src/lib/contract/health.ts';
import type { AppDeps } from '../../deps.ts';

type Check = () => Promise<void> | void;

const FILES_CHECK_MS = 3000;

function withinTime(work: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<void>((_, reject) => {
    timer = setTimeout(() => reject(new Error('file store check timed out')), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}

function checksOf(deps: AppDeps): Record<ReadinessCheck, Check> {
  return {
    database: () => {
      deps.db.prepare('SELECT 1').get();
    },
    // A folder store makes its folder on first use, so a fresh deployment is ready before its
    // first upload. A bucket that does not answer in time counts as unreachable.
    files: () => withinTime(deps.blobs.check(), FILES_CHECK_MS),
    delivery: () => {
      deps.db.prepare("SELECT COUNT(*) AS n FROM outbox WHERE state = 'pending'").get();
    },
  };
}

async function outcome(check: Check): Promise<'ok' | 'failed'> {
  try {
    await check();
    return 'ok';
  } catch {
    return 'failed';
  }
}

export function opsRoutes(deps: AppDeps) {
  return new Hono()
    .get('/healthz', (c) => {
      c.header('cache-control', 'no-store');
      const answer: HealthAnswer = { status: 'ok' };
      return c.json(answer);
    })
    .get('/readyz', async (c) => {
      c.header('cache-control', 'no-store');
      const entries = await Promise.all(
        Object.entries(checksOf(deps)).map(async ([name, check]) => [name, await outcome(check)] as const),
      );
      const checks = Object.fromEntries(entries) as HealthAnswer['checks'];
      const failing = entries.filter(([, state]) => state === 'failed').map(([name]) => name);
      const answer: HealthAnswer = { status: failing.length === 0 ? 'ok' : 'failed', checks };
      return c.json(answer, failing.length === 0 ? 200 : 503);
    });
}
