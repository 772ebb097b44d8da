// The registered-profiles view as a query: the search words, the filters (profile, region, commune,
// registration days), the sorted column and the page size, read from and written to the address so
// a view can be shared. Searching ignores case, accents, dots, dashes and spaces, so '12345678'
// finds '12.345.678-5', 'munoz' finds 'Muñoz' and '912345678' finds '+56 9 1234 5678'.
import { DOCUMENTATION_STATES, type DocumentationState } from '@/lib/documents/documentation.ts';
import { calendarDayInChile } from '@/lib/format/index.ts';
import { onFirstUse } from '@/lib/format/on-first-use.ts';
import { workerName } from './profile-filter.ts';
import type { RegisteredWorker } from './profiles-api.ts';

export const SORT_KEYS = ['name', 'rut', 'commune', 'registered'] as const;
export type SortKey = (typeof SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';
export const PAGE_SIZES = [10, 25, 50] as const;

export interface ProfileQuery {
  readonly q: string;
  readonly profile: number | null;
  readonly region: string | null;
  readonly commune: string | null;
  /** 'Documentación': keeps the workers to whom that state applies. */
  readonly documentation: DocumentationState | null;
  /** First and last registration day (YYYY-MM-DD, in Chile), both included. */
  readonly from: string | null;
  readonly to: string | null;
  readonly sort: SortKey;
  readonly dir: SortDirection;
  readonly size: number;
  readonly page: number;
}

/** Newest registrations first, 10 a page, nothing filtered. */
export const DEFAULT_QUERY: ProfileQuery = {
  q: '',
  profile: null,
  region: null,
  commune: null,
  documentation: null,
  from: null,
  to: null,
  sort: 'registered',
  dir: 'desc',
  size: 10,
  page: 1,
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function positiveInt(value: string | null): number | null {
  if (value === null || !/^\d+$/.test(value)) return null;
  const number = Number(value);
  return number > 0 ? number : null;
}

function nonEmpty(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
}

/** Reads a query string ('?q=ana&sort=name'); anything unknown or malformed falls back to its default. */
export function parseProfileQuery(search: string): ProfileQuery {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  const dir = params.get('dir');
  const size = positiveInt(params.get('size'));
  const from = params.get('from');
  const to = params.get('to');
  const documentation = params.get('documentation');
  return {
    q: params.get('q')?.trim() ?? '',
    profile: positiveInt(params.get('profile')),
    region: nonEmpty(params.get('region')),
    commune: nonEmpty(params.get('commune')),
    documentation: DOCUMENTATION_STATES.find((state) => state === documentation) ?? null,
    from: from && DAY.test(from) ? from : null,
    to: to && DAY.test(to) ? to : null,
    sort: SORT_KEYS.includes(sort as SortKey) ? (sort as SortKey) : DEFAULT_QUERY.sort,
    dir: dir === 'asc' || dir === 'desc' ? dir : DEFAULT_QUERY.dir,
    size: PAGE_SIZES.includes(size as (typeof PAGE_SIZES)[number]) ? (size as number) : DEFAULT_QUERY.size,
    page: positiveInt(params.get('page')) ?? 1,
  };
}

/** The query string of a view ('' for the default view), holding only what differs from the default. */
export function profileQueryString(query: ProfileQuery): string {
  const params = new URLSearchParams();
  if (query.q.trim()) params.set('q', query.q.trim());
  if (query.profile !== null) params.set('profile', String(query.profile));
  if (query.region) params.set('region', query.region);
  if (query.commune) params.set('commune', query.commune);
  if (query.documentation) params.set('documentation', query.documentation);
  if (query.from) params.set('from', query.from);
  if (query.to) params.set('to', query.to);
  if (query.sort !== DEFAULT_QUERY.sort || query.dir !== DEFAULT_QUERY.dir) {
    params.set('sort', query.sort);
    params.set('dir', query.dir);
  }
  if (query.size !== DEFAULT_QUERY.size) params.set('size', String(query.size));
  if (query.page > 1) params.set('page', String(query.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Lower case without accents and without anything but letters, digits and '@'. */
export function searchKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}@]/gu, '');
}

function haystack(worker: RegisteredWorker): string {
  return [worker.firstname, worker.lastname, worker.email, worker.rut, worker.phone]
    .map((part) => searchKey(part ?? ''))
    .join(' ');
}

/** True when every word of the search is found in the worker's name, RUT, e-mail or phone. */
export function matchesSearch(worker: RegisteredWorker, search: string): boolean {
  const words = search.split(/\s+/).map(searchKey).filter(Boolean);
  if (words.length === 0) return true;
  const text = haystack(worker);
  return words.every((word) => text.includes(word));
}

/** The day of registration in Chile (YYYY-MM-DD). */
export function registrationDay(worker: RegisteredWorker): string {
  return calendarDayInChile(new Date(worker.registered_at));
}

/** The workers the search and the filters keep (profile, region, commune, documentation, registration days). */
export function filterWorkers(workers: readonly RegisteredWorker[], query: ProfileQuery): RegisteredWorker[] {
  return workers.filter((worker) => {
    if (query.profile !== null && !worker.profiles.some((item) => item.id_profile === query.profile)) return false;
    if (query.region && worker.name_region !== query.region) return false;
    if (query.commune && worker.name_commune !== query.commune) return false;
    if (query.documentation && !worker.documentation?.states.includes(query.documentation)) return false;
    if (query.from || query.to) {
      const day = registrationDay(worker);
      if (query.from && day < query.from) return false;
      if (query.to && day > query.to) return false;
    }
    return matchesSearch(worker, query.q);
  });
}

const collator = onFirstUse(() => new Intl.Collator('es', { sensitivity: 'base', numeric: true }));

function sortText(worker: RegisteredWorker, key: SortKey): string {
  switch (key) {
    case 'name':
      return workerName(worker);
    case 'rut':
      return (worker.rut ?? '').replace(/\D/g, '').padStart(12, '0');
    case 'commune':
      return [worker.name_commune, worker.name_region].filter(Boolean).join(', ');
    case 'registered':
      return worker.registered_at;
  }
}

/** Sorted by one column; empty values go last either way, ties keep the newest registration first. */
export function sortWorkers(
  workers: readonly RegisteredWorker[],
  key: SortKey,
  dir: SortDirection,
): RegisteredWorker[] {
  const sign = dir === 'asc' ? 1 : -1;
  return [...workers].sort((a, b) => {
    const left = sortText(a, key);
    const right = sortText(b, key);
    const emptyLeft = left === '' || /^0+$/.test(left);
    const emptyRight = right === '' || /^0+$/.test(right);
    if (emptyLeft !== emptyRight) return emptyLeft ? 1 : -1;
    const order = key === 'registered' ? (left < right ? -1 : left > right ? 1 : 0) : collator().compare(left, right);
    return sign * order || b.registered_at.localeCompare(a.registered_at) || a.id_user - b.id_user;
  });
}

/** What the view shows: the workers kept by the query, in its order. */
export function applyProfileQuery(workers: readonly RegisteredWorker[], query: ProfileQuery): RegisteredWorker[] {
  return sortWorkers(filterWorkers(workers, query), query.sort, query.dir);
}

/** The regions the workers live in, and the communes (of the chosen region, if any), by name. */
export function placeOptions(
  workers: readonly RegisteredWorker[],
  region: string | null,
): { regions: string[]; communes: string[] } {
  const regions = new Set<string>();
  const communes = new Set<string>();
  for (const worker of workers) {
    if (worker.name_region) regions.add(worker.name_region);
    if (worker.name_commune && (!region || worker.name_region === region)) communes.add(worker.name_commune);
  }
  return { regions: [...regions].sort(collator().compare), communes: [...communes].sort(collator().compare) };
}
