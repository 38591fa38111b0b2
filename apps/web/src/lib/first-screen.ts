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
