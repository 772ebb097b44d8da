// $myPostings: the company's postings list (loading, loaded; a reload refreshes it),
// the active search and the page. Actions call the endpoint module, keep the list fresh after
// every change and raise the fixed failure alert when the list cannot be loaded.
import { map } from 'nanostores';
import type { Remote } from '@/lib/remote.ts';
import type { JobPostingPayload } from '@/lib/validation/job-posting.ts';
import { showAlert } from '@/stores/alerts.ts';
import { SPEC_MESSAGES } from '@/features/business-dashboard/shared/messages.ts';
import { clampPage } from '@/lib/pagination.ts';
import * as api from './postings-api.ts';
import type { Posting } from './postings-api.ts';

export interface PostingsState {
  /** Where the last request is; the list it brought stays in `items` while the next one loads. */
  readonly status: Exclude<Remote<unknown>['status'], 'idle'>;
  readonly items: readonly Posting[];
  /** The search in force ('' lists every posting). */
  readonly search: string;
  readonly page: number;
}

export const $myPostings = map<PostingsState>({ status: 'loading', items: [], search: '', page: 1 });

let latest = 0;

/** (Re)loads the list for the search in force; only the newest request's answer is kept. */
export async function loadPostings(): Promise<void> {
  const request = ++latest;
  const { search } = $myPostings.get();
  $myPostings.setKey('status', 'loading');
  try {
    const items = search ? await api.searchMyPostings(search) : await api.fetchMyPostings();
    if (request !== latest) return;
    $myPostings.set({
      ...$myPostings.get(),
      status: 'ready',
      items,
      page: clampPage($myPostings.get().page, items.length),
    });
  } catch {
    if (request !== latest) return;
    $myPostings.setKey('status', 'error');
    showAlert({
      type: 'error',
      title: 'No se pudieron cargar las publicaciones',
      message: SPEC_MESSAGES.loadPostings,
      durationMs: 4000,
    });
  }
}

export function searchPostings(search: string): Promise<void> {
  $myPostings.set({ ...$myPostings.get(), search: search.trim(), page: 1 });
  return loadPostings();
}

export function goToPage(page: number): void {
  $myPostings.setKey('page', clampPage(page, $myPostings.get().items.length));
}

/** Creates a posting and shows the whole list from its first page, where the new one is. */
export async function createPosting(payload: JobPostingPayload): Promise<string> {
  const answer = await api.createPosting(payload);
  $myPostings.set({ ...$myPostings.get(), search: '', page: 1 });
  void loadPostings();
  return answer.message;
}

export async function updatePosting(id: number, payload: JobPostingPayload, version?: number): Promise<string> {
  const answer = await api.updatePosting(id, payload, undefined, version);
  void loadPostings();
  return answer.message;
}

export async function deletePosting(id: number): Promise<string> {
  const answer = await api.deletePosting(id);
  await loadPostings();
  return answer.message;
}

/** A posting already in the list, so the applicants view can title itself without a call. */
export function postingInList(id: number): Posting | undefined {
  return $myPostings.get().items.find((posting) => posting.id_publication === id);
}
