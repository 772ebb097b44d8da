// One request that carries files, as a person drives it: a guard so a double tap sends once, the
// progress of the bytes, 'Cancelar' (an AbortController), and the label of a waiting button.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { isApiError, type UploadProgress } from '@/lib/http/index.ts';
import { $offline } from '@/stores/network.ts';

export interface UploadIo {
  readonly signal: AbortSignal;
  readonly onUploadProgress: (progress: UploadProgress) => void;
}

export type TaskOutcome<T> =
  | { readonly status: 'done'; readonly value: T }
  /** Another run was still going: nothing was sent. */
  | { readonly status: 'busy' }
  /** The person pressed 'Cancelar'. */
  | { readonly status: 'cancelled' }
  | { readonly status: 'failed'; readonly error: unknown };

export const WAITING_FOR_CONNECTION = 'Esperando conexión…';

/**
 * Progress as state. The last event (every byte sent) is painted at once: otherwise it shares a
 * render with a quick answer, and the bar goes from 99 % straight to the result.
 */
function showProgress(set: (progress: UploadProgress) => void, progress: UploadProgress): void {
  if (progress.loaded >= progress.total) flushSync(() => set(progress));
  else set(progress);
}

export function useUploadTask() {
  const running = useRef(false);
  const controller = useRef<AbortController | null>(null);
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const offline = useStore($offline);

  useEffect(() => () => controller.current?.abort(), []);

  const run = useCallback(async <T>(task: (io: UploadIo) => Promise<T>): Promise<TaskOutcome<T>> => {
    // A ref, not state: two taps in the same frame both see the first one's mark.
    if (running.current) return { status: 'busy' };
    running.current = true;
    const abort = new AbortController();
    controller.current = abort;
    setBusy(true);
    setProgress(null);
    try {
      const value = await task({ signal: abort.signal, onUploadProgress: (next) => showProgress(setProgress, next) });
      return { status: 'done', value };
    } catch (error) {
      if (abort.signal.aborted || (isApiError(error) && error.kind === 'aborted')) return { status: 'cancelled' };
      return { status: 'failed', error };
    } finally {
      running.current = false;
      controller.current = null;
      setBusy(false);
    }
  }, []);

  const cancel = useCallback(() => controller.current?.abort(), []);

  /** The submit button's text while waiting: why it waits when the connection is gone. */
  const waitingLabel = (busyText: string) => (offline ? WAITING_FOR_CONNECTION : busyText);

  return { run, cancel, busy, progress, waitingLabel };
}
