// A worker's documentation as a whole, for the company's lists and the worker's file: over the
// documents that count (the same ones as the worker's 'Documentos cargados': visible general
// documents and custom ones, leaving out the optional van interior photo), how many are approved
// and still valid out of how many, and which states apply. Missing means what the worker still has
// to give: never uploaded, rejected, or expired. The one state shown is the most urgent that
// applies: vencida, con rechazos, incompleta, por vencer, completa; the list filter matches every
// state that applies (a worker can be incompleta and por vencer at once).
import { documentStanding, type DocumentFacts, type Standing } from './standing.ts';

export const PROGRESS_EXCLUDED_PURPOSE = 'furgon_interior_general';

export const DOCUMENTATION_STATES = ['vencida', 'con_rechazos', 'incompleta', 'por_vencer', 'completa'] as const;
export type DocumentationState = (typeof DOCUMENTATION_STATES)[number];

export const DOCUMENTATION_STATE_LABELS: Readonly<Record<DocumentationState, string>> = {
  completa: 'Completa',
  incompleta: 'Incompleta',
  con_rechazos: 'Con rechazos',
  por_vencer: 'Por vencer',
  vencida: 'Vencida',
};

export interface CountedDocument extends DocumentFacts {
  readonly purpose_name: string;
  readonly type_file: string;
  readonly visibility: string;
}

/** The documents a profile asks for: what the worker's progress bar counts. */
export function countsAsRequired(file: Pick<CountedDocument, 'purpose_name' | 'type_file' | 'visibility'>): boolean {
  if (file.purpose_name === PROGRESS_EXCLUDED_PURPOSE) return false;
  return file.type_file === 'Personalizated' || file.visibility === 'VISIBLE';
}

export interface DocumentationSummary {
  readonly state: DocumentationState;
  /** Every state that applies, most urgent first (always at least `state`). */
  readonly states: DocumentationState[];
  readonly required: number;
  /** Approved and not expired (those about to expire included). */
  readonly approved: number;
  readonly missing: number;
  readonly in_review: number;
  readonly rejected: number;
  readonly expiring: number;
  readonly expired: number;
}

export function isMissing(standing: Standing): boolean {
  return standing === 'missing' || standing === 'rejected' || standing === 'expired';
}

export function summarizeDocumentation(files: readonly CountedDocument[], today: string): DocumentationSummary {
  const standings = files.filter(countsAsRequired).map((file) => documentStanding(file, today));
  const count = (...wanted: Standing[]) => standings.filter((standing) => wanted.includes(standing)).length;
  const counts = {
    required: standings.length,
    approved: count('approved', 'expiring'),
    missing: standings.filter(isMissing).length,
    in_review: count('in_review'),
    rejected: count('rejected'),
    expiring: count('expiring'),
    expired: count('expired'),
  };
  const applies: Record<DocumentationState, boolean> = {
    vencida: counts.expired > 0,
    con_rechazos: counts.rejected > 0,
    incompleta: counts.approved < counts.required,
    por_vencer: counts.expiring > 0,
    completa: counts.approved === counts.required,
  };
  const states = DOCUMENTATION_STATES.filter((state) => applies[state]);
  return { state: states[0] ?? 'completa', states, ...counts };
}
