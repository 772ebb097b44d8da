// Loading the posting lists for the page: the main list (every posting, filtered or searched, as
// the address says) and the saved and applied lists, again whenever the reload flag changes.
// While a list reloads for the same query its previous content stays (no flash after saving).
import { useEffect, useState } from 'react';
import { LOADING, failed, ready, type Remote, type Settled } from '@/lib/remote.ts';
import { failureText } from '@/features/user-dashboard/shared/api-answer.ts';
import {
  filterPostings,
  listAppliedPostings,
  listPostings,
  listSavedPostings,
  searchPostings,
  type Posting,
  type PostingPage,
} from './postings-api.ts';
import { POSTINGS_MESSAGES } from './postings-messages.ts';
import { hasFilters, queryKey, type PostingQuery } from './postings-query.ts';

/** A list as the page shows it: never idle, since it loads as soon as the page opens. */
export type Loaded<T> = Exclude<Remote<T>, { readonly status: 'idle' }>;

interface Result<T> {
  readonly key: string;
  readonly reload: number;
  readonly loaded: Settled<T>;
}

/** Runs `load` for each (key, reload); answers stale data while the same key reloads. */
function useLoad<T>(key: string, reload: number, load: () => Promise<T>, failure: (error: unknown) => string) {
  const [result, setResult] = useState<Result<T> | null>(null);
  useEffect(() => {
    let active = true;
    load().then(
      (value) => active && setResult({ key, reload, loaded: ready(value) }),
      (error: unknown) => active && setResult({ key, reload, loaded: failed(failure(error)) }),
    );
    return () => {
      active = false;
    };
    // `load` and `failure` follow `key`: they are rebuilt with it on every render.
  }, [key, reload]);
  const loaded: Loaded<T> = result?.key === key ? result.loaded : LOADING;
  return { loaded, refreshing: result?.key === key && result.reload !== reload };
}

export function usePostingList(query: PostingQuery, reload: number) {
  const filtered = query.search !== '' || hasFilters(query.filter);
  return useLoad<PostingPage>(
    queryKey(query),
    reload,
    () =>
      query.search
        ? searchPostings(query.search, query.filter)
        : filtered
          ? filterPostings(query.filter)
          : listPostings(),
    () => (filtered ? POSTINGS_MESSAGES.filterFailed : POSTINGS_MESSAGES.loadFailed),
  );
}

export function useLinkedPostings(kind: 'saved' | 'applied', reload: number) {
  return useLoad<readonly Posting[]>(
    kind,
    reload,
    kind === 'saved' ? listSavedPostings : listAppliedPostings,
    (error) => POSTINGS_MESSAGES.linkedFailed(failureText(error)),
  );
}
