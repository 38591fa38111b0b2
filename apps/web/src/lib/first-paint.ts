/**
 * How long the page waits for the browser to report its first contentful paint before it goes on
 * anyway: a tab opened in the background paints nothing until it is shown, and its sync must not wait.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

let painted: Promise<void> | null = null;
let done = false;

/** Whether `afterFirstPaint` has resolved: from then on what waits for it can render at once. */
export function hasPainted(): boolean {
  return done;
}

/**
 * Resolves once the browser has painted the page's first text (its `first-contentful-paint` entry), or
 * after FIRST_PAINT_WAIT_MS. What the first screen does not draw (the offline copy's code, sync, the
 * notifications' list) is asked for after it, so a slow phone's network and CPU go to the first screen
 * first (decision 0058).
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const timer = setTimeout(finish, FIRST_PAINT_WAIT_MS);
    let observer: PerformanceObserver | null = null;
    function finish() {
      clearTimeout(timer);
      observer?.disconnect();
      done = true;
      resolve();
    }
    // a browser without paint timing waits for the timer
    if (typeof PerformanceObserver === 'undefined') return;
    if (!PerformanceObserver.supportedEntryTypes?.includes('paint')) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}
