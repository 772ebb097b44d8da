// What the worker's posting calls send (users API, auth-user):
//   POST /api/users/filter-job-postings  filter
//   POST /api/users/search-job-postings  { search_jps, …filter }
//   POST /api/users/save-posting, /postulate-job-posting  { id_publication }
//   GET  /api/users/filter-job-postings-by-id/{id}  (RecordIdParamsSchema)
// A filter is any of id_vehicle, id_zone, id_region, id_commune (ids), start_time (from that date
// on) and pawn (at least that pay), as text or numbers; '' or null means no filter on that field.
import * as v from 'valibot';
import { isCalendarDate } from '../validation/calendar-date.ts';
import { SEARCH_MAX, SEARCH_MAX_MESSAGE } from './messages.ts';

export const POSTING_INPUT_MESSAGES = {
  invalidFilter: 'Los filtros no son válidos',
  invalidPosting: 'Publicación inválida',
  searchMax: SEARCH_MAX_MESSAGE,
} as const;

const M = POSTING_INPUT_MESSAGES;

/** An optional filter value: '' and null mean "no filter"; otherwise it must pass `parse`. */
function optionalFilter<T>(parse: (text: string) => T | null) {
  return v.pipe(
    v.optional(v.nullable(v.union([v.string(), v.number()], M.invalidFilter)), null),
    v.transform((value) => (value === null ? '' : String(value).trim())),
    v.rawTransform(({ dataset, addIssue, NEVER }) => {
      if (dataset.value === '') return undefined;
      const parsed = parse(dataset.value);
      if (parsed === null) {
        addIssue({ message: M.invalidFilter });
        return NEVER;
      }
      return parsed;
    }),
  );
}

const positiveInt = (text: string) => (/^[1-9]\d{0,8}$/.test(text) ? Number(text) : null);
const amount = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : null);
const date = (text: string) => (isCalendarDate(text) ? text : null);

const FILTER_ENTRIES = {
  id_vehicle: optionalFilter(positiveInt),
  id_zone: optionalFilter(positiveInt),
  id_region: optionalFilter(positiveInt),
  id_commune: optionalFilter(positiveInt),
  start_time: optionalFilter(date),
  pawn: optionalFilter(amount),
};

export const PostingFilterBodySchema = v.object(FILTER_ENTRIES);

export const PostingSearchBodySchema = v.object({
  ...FILTER_ENTRIES,
  search_jps: v.pipe(v.optional(v.string(M.searchMax), ''), v.trim(), v.maxLength(SEARCH_MAX, M.searchMax)),
});

export const PostingIdBodySchema = v.object({
  id_publication: v.pipe(
    v.union([v.number(), v.string()], M.invalidPosting),
    v.transform(String),
    v.regex(/^[1-9]\d{0,8}$/, M.invalidPosting),
    v.transform(Number),
  ),
});

export type PostingFilterBody = v.InferInput<typeof PostingFilterBodySchema>;
export type PostingSearchBody = v.InferInput<typeof PostingSearchBodySchema>;
