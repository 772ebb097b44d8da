// Saving a right-panel form and leaving it after it saved. The panel returns to its previous view
// and, on narrow screens where it is a slide-over, closes so the person sees the updated page, with
// the focus moved to `focusId` (an element of the page) instead of being lost in the closed panel.
import { useState } from 'react';
import type { FormDraft } from '@/components/form/use-form-draft.ts';
import { STALE_WRITE_UI_MESSAGE, isStaleWriteError } from '@/lib/http/index.ts';
import { showAlert } from '@/stores/alerts.ts';
import { $panelOpen } from '@/features/user-dashboard/chrome/chrome-state.ts';
import { panelBack } from './panel-stack.ts';

export function finishPanelForm(focusId?: string): void {
  panelBack();
  if (!$panelOpen.get()) return;
  $panelOpen.set(false);
  if (focusId === undefined) return;
  requestAnimationFrame(() => document.getElementById(focusId)?.focus());
}

/** What an edit form has to save: a note when there is nothing to send, or the sending (resolving the success message). */
export type PanelChange = { readonly note: string } | { readonly send: () => Promise<string> };

interface VersionedSaveOptions {
  /** The success alert's title. */
  readonly title: string;
  /** The element of the page that takes the focus when the panel closes. */
  readonly focusId: string;
  /** The error line of a refusal other than a stale save. */
  readonly failureText: (error: unknown) => string;
  /** Loads the current data into the form after a stale save. */
  readonly loadCurrent: () => void;
}

/**
 * The save of a right-panel edit form that sends the version it read. It holds the note (nothing
 * to send), the error line, and whether the save was refused because another session saved first
 * (the form then offers to load the current data, which drops the draft). A save that succeeds
 * shows the success alert, clears the draft and leaves the panel.
 */
export function useVersionedSave(draft: FormDraft, { title, focusId, failureText, loadCurrent }: VersionedSaveOptions) {
  const [note, setNote] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [stale, setStale] = useState(false);

  async function save(change: PanelChange): Promise<void> {
    setFailure(null);
    setStale(false);
    if ('note' in change) {
      setNote(change.note);
      return;
    }
    setNote(null);
    try {
      const message = await change.send();
      showAlert({ type: 'success', title, message, durationMs: 3000 });
      draft.clear();
      finishPanelForm(focusId);
    } catch (error) {
      if (isStaleWriteError(error)) {
        setStale(true);
        setFailure(STALE_WRITE_UI_MESSAGE);
        return;
      }
      setFailure(failureText(error));
    }
  }

  function reload() {
    draft.clear();
    loadCurrent();
  }

  return { note, failure, stale, save, reload };
}
