// GET /healthz and GET /readyz: whether the API process answers, and whether it can serve (each
// part it depends on checked by name).
import * as v from 'valibot';

export const READINESS_CHECKS = ['database', 'files', 'delivery'] as const;
export type ReadinessCheck = (typeof READINESS_CHECKS)[number];

const state = v.picklist(['ok', 'failed']);

export const HealthAnswerSchema = v.object({
  status: state,
  checks: v.optional(v.object({ database: state, files: state, delivery: state })),
});
export type HealthAnswer = v.InferOutput<typeof HealthAnswerSchema>;
