// POST /_dev/jobs/{name}/run: a scheduled job run now, through the same once-per-period claim the
// schedule uses; the answer says whether this API instance won the claim and how the run ended.
// The names are the ones docs/deploying.md lists with their Chile hour.
import * as v from 'valibot';

export const JOB_NAMES = [
  'expiry-reminders',
  'retention-sweep',
  'outbox-prune',
  'auth-prune',
  'database-backup',
] as const;
export type JobName = (typeof JOB_NAMES)[number];

export const UNKNOWN_JOB_MESSAGE = 'No existe un trabajo programado con ese nombre.';

export const JobParamsSchema = v.object({ name: v.picklist(JOB_NAMES, UNKNOWN_JOB_MESSAGE) });

export const JobRunAnswerSchema = v.object({
  data: v.object({
    job: v.picklist(JOB_NAMES),
    /** The claimed period: 'manual:' and the minute (UTC) of the request. */
    period: v.string(),
    /** True when this instance claimed the period and ran the job. */
    ran: v.boolean(),
    /** How this instance's run ended (only when `ran`). */
    outcome: v.optional(v.picklist(['finished', 'failed'])),
    /** What the run counted: messages, rows, people or files, as each job describes. */
    count: v.optional(v.number()),
  }),
});
export type JobRunAnswer = v.InferOutput<typeof JobRunAnswerSchema>;
