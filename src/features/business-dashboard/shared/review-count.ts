// How many documents await the company's review, shown beside 'Por revisar' in the area's
// navigation. Read from the queue's own answer (its `count`), once when the area opens and again
// whenever the review view reloads its list, so a decision lowers it at once. Kept free of the
// review view's code, which loads only with that view.
import { atom } from 'nanostores';
import { businessApi } from '@/lib/http/index.ts';

/** null until known (or when the count could not be read: the entry then shows no number). */
export const $reviewCount = atom<number | null>(null);

export function setReviewCount(count: number): void {
  $reviewCount.set(count);
}

export async function refreshReviewCount(): Promise<void> {
  try {
    const answer = await businessApi.get<{ count?: unknown } | null>('/business/review/queue', { retry: false });
    if (typeof answer?.count === 'number') $reviewCount.set(answer.count);
  } catch {
    // The count is a hint beside a link: the view itself reports a failed load.
  }
}
