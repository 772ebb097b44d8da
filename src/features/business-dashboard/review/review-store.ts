// The 'Por revisar' view's state: $reviewQueue, the documents awaiting review as loaded (the first
// `pages` pages of 50, oldest first, following the API's cursor), reloaded after every decision so
// the list and the count in the navigation follow it; forgotten when the view closes.
import { remoteStore } from '@/lib/remote-store.ts';
import { REVIEW_PAGE_SIZE } from '@/lib/contract/review.ts';
import { failureText } from '@/features/business-dashboard/shared/messages.ts';
import { setReviewCount } from '@/features/business-dashboard/shared/review-count.ts';
import { fetchQueuePage, type QueueItem } from './review-api.ts';

export interface LoadedQueue {
  readonly items: readonly QueueItem[];
  /** Every document awaiting review, beyond those loaded. */
  readonly count: number;
  readonly hasMore: boolean;
}

export async function fetchQueue(pages: number): Promise<LoadedQueue> {
  const items: QueueItem[] = [];
  let cursor: string | null = null;
  let count = 0;
  for (let page = 0; page < pages; page++) {
    const answer = await fetchQueuePage(cursor);
    items.push(...answer.data);
    count = answer.count;
    cursor = answer.next_cursor;
    if (cursor === null) break;
  }
  setReviewCount(count);
  return { items, count, hasMore: cursor !== null };
}

const store = remoteStore((pages: number) => fetchQueue(pages), failureText);

export const $reviewQueue = store.$entry;
export const reviewQueueState = store.stateFor;
export const forgetReviewQueue = store.reset;

/** Pages of 50 shown: grows with 'Cargar más'. */
let shownPages = 1;

export function loadReviewQueue(pages: number = shownPages): Promise<void> {
  shownPages = pages;
  return store.load(pages);
}

export function queuePagesFor(items: number): number {
  return Math.max(1, Math.ceil(items / REVIEW_PAGE_SIZE));
}

/**
 * The document to open after deciding `decided`: the next one in the queue that can be seen, or,
 * at the end of the queue, the one before it; none when it was the last.
 */
export function nextToReview(items: readonly QueueItem[], decided: QueueItem): QueueItem | null {
  const viewable = items.filter((item) => item.is_uploaded);
  const at = viewable.findIndex((item) => item.id_file === decided.id_file);
  if (at < 0) return viewable[0] ?? null;
  return viewable[at + 1] ?? viewable[at - 1] ?? null;
}
