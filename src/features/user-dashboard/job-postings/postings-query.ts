// The posting list's address: filters and search live in the query string as
// id_vehicle, id_zone, id_region, id_commune, start_time, pawn and search (other parameters, like
// the dashboard's business/rgs/profile, are kept); the open posting's id is the hash ('#12').

export const FILTER_KEYS = ['id_vehicle', 'id_zone', 'id_region', 'id_commune', 'start_time', 'pawn'] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type PostingFilter = Readonly<Partial<Record<FilterKey, string>>>;

export interface PostingQuery {
  readonly filter: PostingFilter;
  readonly search: string;
}

const ID = /^[1-9]\d{0,8}$/;
const VALID: Record<FilterKey, RegExp> = {
  id_vehicle: ID,
  id_zone: ID,
  id_region: ID,
  id_commune: ID,
  start_time: /^\d{4}-\d{2}-\d{2}$/,
  pawn: /^\d{1,9}$/,
};

export const SEARCH_MAX = 100;

/** The valid filters and the search of a query string (malformed values are ignored). */
export function readPostingQuery(search: string | Readonly<Record<string, string>>): PostingQuery {
  const params = new URLSearchParams(search);
  const filter: Partial<Record<FilterKey, string>> = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim() ?? '';
    if (VALID[key].test(value)) filter[key] = value;
  }
  return { filter, search: (params.get('search') ?? '').trim().slice(0, SEARCH_MAX) };
}

/** `search` with the posting query replaced (empty values removed), other parameters kept. */
export function withPostingQuery(search: string, query: PostingQuery): string {
  const params = new URLSearchParams(search);
  for (const key of [...FILTER_KEYS, 'search'] as const) params.delete(key);
  for (const key of FILTER_KEYS) {
    const value = query.filter[key];
    if (value) params.set(key, value);
  }
  if (query.search.trim()) params.set('search', query.search.trim());
  const text = params.toString();
  return text ? `?${text}` : '';
}

export function hasFilters(filter: PostingFilter): boolean {
  return FILTER_KEYS.some((key) => Boolean(filter[key]));
}

/** A stable key of the query, to reload and reset paging when it changes. */
export function queryKey(query: PostingQuery): string {
  return JSON.stringify([FILTER_KEYS.map((key) => query.filter[key] ?? ''), query.search]);
}

/** '#12' → 12; anything else → null. */
export function postingIdFromHash(hash: string): number | null {
  const value = hash.replace(/^#/, '');
  return ID.test(value) ? Number(value) : null;
}
