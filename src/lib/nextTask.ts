interface YieldingScheduler {
  yield(): Promise<void>;
}

/**
 * Ends the running task and resumes in a new one, so the browser may paint and handle input in
 * between: a long piece of start-up work split this way blocks the page for less at a time. Chromium's
 * scheduler.yield() resumes ahead of other queued tasks; elsewhere a zero timeout.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: Partial<YieldingScheduler> }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
