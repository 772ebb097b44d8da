// Health of the process, for a load balancer or an orchestrator (no token, nothing personal):
//   GET /healthz → 200 { status: 'ok' } while the process answers at all;
//   GET /readyz  → 200 { status: 'ok', checks } when it can serve: the database answers, the file
//                  store can be written, and the delivery queue can be read; otherwise 503 with
//                  each failing part named ('database', 'files', 'delivery'), so a balancer stops
//                  sending it requests until it recovers. Never cached.
import { constants } from 'node:fs';
import { access, mkdir } from 'node:fs/promises';
import { Hono } from 'hono';
import type { HealthAnswer, ReadinessCheck } from '../../../src/lib/contract/health.ts';
import type { AppDeps } from '../../deps.ts';

type Check = () => Promise<void> | void;

function checksOf(deps: AppDeps): Record<ReadinessCheck, Check> {
  return {
    database: () => {
      deps.db.prepare('SELECT 1').get();
    },
    // The folder is made on first use, so a fresh deployment is ready before its first upload.
    files: async () => {
      await mkdir(deps.filesDir, { recursive: true });
      await access(deps.filesDir, constants.W_OK);
    },
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
