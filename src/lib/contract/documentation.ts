// Wire shape of a worker's documentation summary, as the company's registered profiles, the
// worker's file and its profiles carry it (the rule that computes it: src/lib/documents).
import * as v from 'valibot';
import { DOCUMENTATION_STATES } from '../documents/documentation.ts';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

export const DocumentationStateSchema = v.picklist(DOCUMENTATION_STATES);

export const DocumentationSummarySchema = v.object({
  /** The one state shown: vencida, con_rechazos, incompleta, por_vencer or completa. */
  state: DocumentationStateSchema,
  /** Every state that applies, most urgent first; the list filter matches any of them. */
  states: v.array(DocumentationStateSchema),
  required: count,
  approved: count,
  missing: count,
  in_review: count,
  rejected: count,
  expiring: count,
  expired: count,
});

export type DocumentationSummaryAnswer = v.InferOutput<typeof DocumentationSummarySchema>;

/** `?documentation=` of GET /business/get-registered-profiles. */
export const DOCUMENTATION_FILTER_MESSAGE = 'Elige un estado de documentación de la lista';

export const RegisteredProfilesQuerySchema = v.object({
  documentation: v.optional(v.picklist(DOCUMENTATION_STATES, DOCUMENTATION_FILTER_MESSAGE)),
});
