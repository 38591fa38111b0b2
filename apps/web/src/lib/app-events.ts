/** App-wide signals the shell reacts to (notices, redirects); the API client only emits them. */
export type AppEvent =
  /** The session is gone (refresh refused): red full-screen notice, then /login/ (docs/spec.md §2, §8). */
  | { type: 'auth-required' }
  /** The network is unreachable: «Нет доступа к интернет» for 1 s (docs/spec.md §8). */
  | { type: 'offline' }
  /** The start-up user fetch answered non-200: a centred red notice with the server's message. */
  | { type: 'server-error'; message: string };

type Listener = (event: AppEvent) => void;
const listeners = new Set<Listener>();

export function emitAppEvent(event: AppEvent) {
  for (const l of listeners) l(event);
}

export function onAppEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
