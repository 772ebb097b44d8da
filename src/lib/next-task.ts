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
