/** How long a page waits for the offline copy before it renders without its first screen (decision 0012). */
export const FIRST_SCREEN_WAIT_MS = 200;

/**
 * A list's first screen read from the offline copy before its page renders (a route's loader), so the
 * heading and the first rows appear together. A read that fails or is slow (IndexedDB busy with a large
 * sync write) is not waited for: null, and the list's live queries show the rows, or the error, as they
 * would without it.
 */
export async function readBeforeRender<T>(read: () => Promise<T>): Promise<T | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS, null);
  });
  try {
    return await Promise.race([read().catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
}

/** A page's first-screen read that may begin before the router exists: `take` in the page's loader. */
export interface EarlyRead<T> {
  /** begins the read: the app opens on the page (decision 0065) */
  start(): void;
  /** the read `start` began, once; else a new one */
  take(): Promise<T>;
  /** forgets a read begun and not taken: it is no page's first screen any more */
  drop(): void;
}

/**
 * A first-screen read the app can begin as its code starts, before the router is made and runs the page's
 * loader (decision 0065): the database opens and reads while the router and the page's code are made,
 * instead of after them. The loader takes that read, or makes its own when there is none.
 */
export function earlyRead<T>(read: () => Promise<T>): EarlyRead<T> {
  let started: Promise<T> | null = null;
  return {
    start() {
      started = read();
    },
    take() {
      const taken = started ?? read();
      started = null;
      return taken;
    },
    drop() {
      // a failed read nobody took is not an unhandled rejection
      started?.catch(() => undefined);
      started = null;
    },
  };
}
