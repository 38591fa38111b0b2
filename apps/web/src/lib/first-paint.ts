/**
 * How long a page in a browser without paint timing waits before it goes on as if painted: what waits for
 * the paint (sync among it) must not wait for an entry that never comes.
 */
export const FIRST_PAINT_WAIT_MS = 1000;

/**
 * How long a shown page waits for its first contentful paint at most. A slow phone paints later than a
 * second: at FIRST_PAINT_WAIT_MS its after-paint code was fetched and run before the paint it is meant to
 * follow. Only a page that paints no text at all waits this long.
 */
export const SHOWN_PAGE_PAINT_WAIT_MS = 5000;

let painted: Promise<void> | null = null;
let done = false;

/** Whether `afterFirstPaint` has resolved: from then on what waits for it can render at once. */
export function hasPainted(): boolean {
  return done;
}

/**
 * Resolves once the browser has painted the page's first text (its `first-contentful-paint` entry). What
 * the first screen does not draw (the offline copy's code, sync, the notifications' list) is asked for
 * after it, so a slow phone's network and CPU go to the first screen first (decision 0058). A tab in the
 * background paints nothing until it is shown: there it resolves at once, so its sync does not wait; a
 * shown page waits at most SHOWN_PAGE_PAINT_WAIT_MS, a browser without paint timing FIRST_PAINT_WAIT_MS.
 */
export function afterFirstPaint(): Promise<void> {
  painted ??= new Promise<void>((resolve) => {
    const paintTiming =
      typeof PerformanceObserver !== 'undefined' &&
      (PerformanceObserver.supportedEntryTypes?.includes('paint') ?? false);
    const timer = setTimeout(finish, paintTiming ? SHOWN_PAGE_PAINT_WAIT_MS : FIRST_PAINT_WAIT_MS);
    let observer: PerformanceObserver | null = null;
    function finish() {
      clearTimeout(timer);
      observer?.disconnect();
      // with paint timing there is a document (a worker has neither)
      if (paintTiming) document.removeEventListener('visibilitychange', onHidden);
      done = true;
      resolve();
    }
    function onHidden() {
      if (document.visibilityState === 'hidden') finish();
    }
    // a browser without paint timing waits for the timer
    if (!paintTiming) return;
    if (document.visibilityState === 'hidden') return finish();
    document.addEventListener('visibilitychange', onHidden);
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.name === 'first-contentful-paint')) finish();
    });
    observer.observe({ type: 'paint', buffered: true });
  });
  return painted;
}
