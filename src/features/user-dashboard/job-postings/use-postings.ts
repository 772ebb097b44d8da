// The posting page's lists as its views read them: each loads when the page opens, when its
// question changes (the address's query) and when the reload flag changes, and is forgotten when
// the page closes (it opens again on 'loading'). While a list reloads for the same question its
// previous content stays, marked `refreshing`.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import type { Asked, RemoteStore } from '@/lib/remote-store.ts';
import type { Posting, PostingPage } from './postings-api.ts';
import { queryKey, type PostingQuery } from './postings-query.ts';
import { appliedPostings, postingList, savedPostings } from './postings-store.ts';

function useList<T, A extends readonly unknown[]>(store: RemoteStore<T, A>, key: string, reload: number, args: A) {
  const entry = useStore(store.$entry);
  useEffect(() => {
    void store.load(...args);
    // `args` follow `key`: they are rebuilt with it on every render.
  }, [store, key, reload]);
  useEffect(() => store.reset, [store]);
  const loaded: Asked<T> = store.stateFor(entry, ...args);
  return { loaded, refreshing: entry.key === key && entry.refreshing };
}

export function usePostingList(query: PostingQuery, reload: number) {
  return useList<PostingPage, [PostingQuery]>(postingList, queryKey(query), reload, [query]);
}

export function useLinkedPostings(kind: 'saved' | 'applied', reload: number) {
  return useList<Posting[], []>(kind === 'saved' ? savedPostings : appliedPostings, '[]', reload, []);
}
