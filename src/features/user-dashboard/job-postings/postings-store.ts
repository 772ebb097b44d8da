// The posting page's reload flag: saving or
// applying bumps it, and the list, the saved and applied lists and the open detail load again.
import { atom } from 'nanostores';
import { applyToPosting, savePosting } from './postings-api.ts';

export const $postingsReload = atom(0);

export function requestPostingsReload(): void {
  $postingsReload.set($postingsReload.get() + 1);
}

/** Saves the posting for later; resolves the server's message. */
export async function savePostingForLater(id: number): Promise<string> {
  const message = await savePosting(id);
  requestPostingsReload();
  return message;
}

/** Applies to the posting; resolves the server's message. */
export async function applyToPostingNow(id: number): Promise<string> {
  const message = await applyToPosting(id);
  requestPostingsReload();
  return message;
}
