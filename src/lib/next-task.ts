// Long work split across browser tasks: awaiting nextTask() ends the current task, so the browser
// can paint and answer input before the rest runs. A phone's main thread is four times slower
// than a desktop's; a step that is short here is still a noticeable pause there.

export function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs each step in a task of its own, in order; the returned function cancels the steps not yet run. */
export function inSeparateTasks(steps: readonly (() => unknown)[]): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const run = (index: number) => {
    const step = steps[index];
    if (!step) return;
    timer = setTimeout(() => {
      step();
      run(index + 1);
    }, 0);
  };
  run(0);
  return () => clearTimeout(timer);
}

/**
 * Runs the steps in tasks of their own once the next frame is on screen (or after 100 ms in a tab
 * that gets no frames): what was just drawn is never held back by them. Returns the cancel.
 */
export function afterNextPaint(steps: readonly (() => unknown)[]): () => void {
  let cancelSteps: (() => void) | null = null;
  // `frame` and `fallback` are set below; `stop` runs only from their callbacks or the cancel.
  const stop = () => {
    cancelAnimationFrame(frame);
    clearTimeout(fallback);
  };
  const start = () => {
    if (cancelSteps) return;
    stop();
    cancelSteps = inSeparateTasks(steps);
  };
  const frame = requestAnimationFrame(start);
  const fallback = setTimeout(start, 100);
  return () => {
    stop();
    cancelSteps?.();
  };
}

/**
 * Starts an effect nothing on screen waits for (a listener, a registration) after the next paint,
 * in a task of its own, instead of with the commit's other effects. Returns its cleanup: the start
 * is cancelled if it has not happened yet, else the effect's own cleanup runs.
 */
export function effectAfterNextPaint(effect: () => unknown): () => void {
  let undo: unknown;
  const cancel = afterNextPaint([
    () => {
      undo = effect();
    },
  ]);
  return () => {
    cancel();
    // An effect that returns a function is undone by it; one that returns nothing needs no undoing.
    if (typeof undo === 'function') (undo as () => void)();
  };
}
