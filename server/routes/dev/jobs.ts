// /_dev/jobs: a scheduled job run now, for tests and demos, through the same once-per-period claim
// the schedule uses (jobs/job-runs.ts), so asking several instances at once runs it once.
//   POST /jobs/:name/run → { data: { job, period, ran, outcome?, count? } }: `period` is 'manual:'
//                          and the minute asked in (UTC); `ran` says whether this instance won the
//                          claim (false: another instance, or an earlier ask this minute, has it);
//                          `outcome` and `count` tell how this instance's run ended. 404 when the
//                          job is not active in this API (the backup needs a database on disk).
import { Hono } from 'hono';
import { JobParamsSchema, type JobRunAnswer } from '../../../src/lib/contract/jobs.ts';
import type { AppDeps } from '../../deps.ts';
import { instanceId, manualPeriod, runClaimed } from '../../jobs/scheduler.ts';
import { log } from '../../lib/log.ts';
import { routeParams } from '../../lib/validate.ts';

export const JOB_NOT_ACTIVE_MESSAGE = 'Este trabajo no está activo en esta API.';

export function devJobRoutes(deps: AppDeps) {
  const instance = deps.instance ?? instanceId();
  return new Hono().post('/jobs/:name/run', routeParams(JobParamsSchema), async (c) => {
    const { name } = c.req.valid('param');
    const job = deps.jobs?.find((candidate) => candidate.name === name);
    if (!job) return c.json({ message: JOB_NOT_ACTIVE_MESSAGE }, 404);
    const period = manualPeriod(deps.now());
    const run = await runClaimed(deps.db, job, period, instance, deps.now, log);
    const answer: JobRunAnswer = {
      data: {
        job: name,
        period,
        ran: run.ran,
        ...(run.ran ? { outcome: run.outcome } : {}),
        ...(run.ran && run.outcome === 'finished' ? { count: run.count } : {}),
      },
    };
    return c.json(answer);
  });
}
