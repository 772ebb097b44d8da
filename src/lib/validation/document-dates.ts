// The dates a company records when it approves a worker's document: issue and expiry, both
// required when the document type expires (licences, ID cards, the yearly vehicle papers) and
// optional otherwise. Dates are calendar days (YYYY-MM-DD; an empty field is no date). The issue
// date is a real day between 1950 and today; the expiry date comes after the issue date, is not
// already past (an expired document is rejected as 'Documento vencido', not approved) and lies
// within 20 years. `today` is the Chilean calendar day the check runs on, so the same schema judges
// the same way in the browser and in the API.
import * as v from 'valibot';
import { isCalendarDate } from './calendar-date.ts';

export const EARLIEST_ISSUE_DATE = '1950-01-01';
export const MAX_VALIDITY_YEARS = 20;

export const DOCUMENT_DATE_MESSAGES = {
  issueRequired: 'Ingresa la fecha de emisión',
  expiryRequired: 'Ingresa la fecha de vencimiento',
  issueInvalid: 'La fecha de emisión no es válida',
  expiryInvalid: 'La fecha de vencimiento no es válida',
  issueFuture: 'La fecha de emisión no puede ser posterior a hoy',
  issueTooOld: 'La fecha de emisión no puede ser anterior a 1950',
  expiryBeforeIssue: 'La fecha de vencimiento debe ser posterior a la fecha de emisión',
  expiryPassed: 'El documento ya está vencido: recházalo con el motivo «Documento vencido»',
  expiryTooFar: `La fecha de vencimiento no puede ser más de ${MAX_VALIDITY_YEARS} años después de hoy`,
} as const;

const M = DOCUMENT_DATE_MESSAGES;

export interface DocumentDatesOptions {
  /** The document type expires: both dates are required. */
  readonly expires: boolean;
  /** Today in Chile, YYYY-MM-DD. */
  readonly today: string;
}

/** The same day `years` later (29 February becomes 28 February in a common year). */
export function yearsLater(day: string, years: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const later = new Date(Date.UTC(year + years, month - 1, date));
  if (later.getUTCMonth() !== month - 1) later.setUTCDate(0);
  return later.toISOString().slice(0, 10);
}

/** A date field as sent: a string, '' or null for no date; read as YYYY-MM-DD or null. */
function dateField(required: boolean, requiredMessage: string, invalidMessage: string) {
  return v.pipe(
    v.optional(v.nullable(v.string(invalidMessage)), null),
    v.transform((value) => value?.trim() || null),
    v.check((value) => !required || value !== null, requiredMessage),
    v.check((value) => value === null || isCalendarDate(value), invalidMessage),
  );
}

/** A rule on a well-formed date: no date, or a malformed one (which has its own message), passes. */
function onDay(rule: (day: string) => boolean, message: string) {
  return v.check<string | null, string>((value) => value === null || !isCalendarDate(value) || rule(value), message);
}

/** Issue and expiry dates for approving a document of a type that expires or not. */
export function documentDatesSchema(options: DocumentDatesOptions) {
  const { expires, today } = options;
  const latestExpiry = yearsLater(today, MAX_VALIDITY_YEARS);
  return v.pipe(
    v.object({
      issue_date: v.pipe(
        dateField(expires, M.issueRequired, M.issueInvalid),
        onDay((day) => day <= today, M.issueFuture),
        onDay((day) => day >= EARLIEST_ISSUE_DATE, M.issueTooOld),
      ),
      expiration_date: v.pipe(
        dateField(expires, M.expiryRequired, M.expiryInvalid),
        onDay((day) => day >= today, M.expiryPassed),
        onDay((day) => day <= latestExpiry, M.expiryTooFar),
      ),
    }),
    v.forward(
      v.partialCheck(
        [['issue_date'], ['expiration_date']],
        ({ issue_date, expiration_date }) =>
          issue_date === null || expiration_date === null || expiration_date > issue_date,
        M.expiryBeforeIssue,
      ),
      ['expiration_date'],
    ),
  );
}

export type DocumentDatesInput = v.InferInput<ReturnType<typeof documentDatesSchema>>;
export type DocumentDates = v.InferOutput<ReturnType<typeof documentDatesSchema>>;
