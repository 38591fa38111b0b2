/** The longest that work waiting for an idle moment waits: a page busy for that long still gets it done. */
export const IDLE_WAIT_MS = 500;

/**
 * Resolves at the main thread's next idle moment (`requestIdleCallback`), at the latest after IDLE_WAIT_MS;
 * in a browser without idle callbacks, after the tasks already queued. For work a page's first screen does
 * not draw, so it runs after that screen's code and rows rather than among them.
 */
export function whenIdle(): Promise<void> {
  return new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(() => resolve(), { timeout: IDLE_WAIT_MS });
    else setTimeout(resolve, 0);
  });
}
