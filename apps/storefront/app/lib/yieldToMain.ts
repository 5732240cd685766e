/** The browser's task scheduler (`scheduler.yield`, Chromium 129+), when it has one. */
export interface TaskScheduler {
  readonly scheduler?: { readonly yield?: () => Promise<void> };
  setTimeout(run: () => void, ms: number): unknown;
}

/**
 * Resolves in a task of its own, so the work after it no longer lengthens the task before (issue 29: a long
 * task is what Total Blocking Time counts and what holds a tap back). `scheduler.yield()` where the browser
 * has it, which runs the rest before other tasks of its priority; a timer otherwise.
 *
 * @example
 * await yieldToMain(window); // the cart hash, 40–60 ms at 4× CPU, in a task apart from the answer's render
 */
export function yieldToMain(target: TaskScheduler): Promise<void> {
  const scheduled = target.scheduler?.yield;
  if (typeof scheduled === "function") return scheduled.call(target.scheduler);
  return new Promise((resolve) => {
    target.setTimeout(resolve, 0);
  });
}
