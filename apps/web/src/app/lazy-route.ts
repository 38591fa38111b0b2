import type { RouteObject } from 'react-router';

/** Chunk load time-out (docs/spec.md §9). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

type RouteModule = Pick<
  RouteObject,
  'Component' | 'loader' | 'shouldRevalidate' | 'ErrorBoundary' | 'handle'
>;

/** A route module loaded on demand, failing with a clear error when its chunk takes over 120 s. */
export function lazyRoute(load: () => Promise<RouteModule>) {
  return async (): Promise<RouteModule> => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new Error('Не удалось загрузить страницу: истекло время ожидания')),
        CHUNK_LOAD_TIMEOUT_MS,
      );
    });
    try {
      return await Promise.race([load(), timeout]);
    } finally {
      clearTimeout(timer);
    }
  };
}
