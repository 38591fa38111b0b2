/** The stored session: an access token and a refresh token in localStorage (docs/spec.md §4). */
const ACCESS_KEY = 'glad.accessToken';
const REFRESH_KEY = 'glad.refreshToken';
const ATTEMPT_KEY = 'glad.refreshAttempt';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function notify() {
  for (const l of listeners) l();
}

// Another tab signing in or out changes the same storage: follow it here too.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === ACCESS_KEY || event.key === REFRESH_KEY) notify();
  });
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function setTokens(tokens: Tokens) {
  localStorage.setItem(ACCESS_KEY, tokens.accessToken);
  localStorage.setItem(REFRESH_KEY, tokens.refreshToken);
  localStorage.removeItem(ATTEMPT_KEY);
  notify();
}

export function clearTokens() {
  const had = getAccessToken() !== null || getRefreshToken() !== null;
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  localStorage.removeItem(ATTEMPT_KEY);
  if (had) notify();
}

/**
 * The key naming the trade of this refresh token. It is kept until the trade's answer is stored, so a trade
 * whose answer was lost (the network dropped, the tab reloaded) is retried under the same key and the
 * server hands over the pair it already made, rather than ending the session as a replay.
 */
export function refreshAttemptKey(refreshToken: string): string {
  try {
    const kept = JSON.parse(localStorage.getItem(ATTEMPT_KEY) ?? 'null') as { token?: string; key?: string };
    if (kept?.token === refreshToken && typeof kept.key === 'string') return kept.key;
  } catch {
    // an unreadable entry is replaced below
  }
  const key = crypto.randomUUID();
  localStorage.setItem(ATTEMPT_KEY, JSON.stringify({ token: refreshToken, key }));
  return key;
}

export function onTokensChange(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The payload of a JWT without checking its signature (the server checks it). */
export function decodePayload(token: string): Record<string, unknown> | null {
  const part = token.split('.')[1];
  if (!part) return null;
  try {
    const json = atob(part.replace(/-/g, '+').replace(/_/g, '/'));
    const bytes = Uint8Array.from(json, (c) => c.charCodeAt(0));
    const payload: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return payload && typeof payload === 'object' ? (payload as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** A session start is valid while an access token exists and its exp (seconds) is in the future. */
export function isSessionValid(now = Date.now()): boolean {
  const token = getAccessToken();
  if (!token) return false;
  const exp = decodePayload(token)?.exp;
  return typeof exp === 'number' && exp * 1000 > now;
}

/** The signed-in user's id, read from the access token. */
export function currentUserId(): number | null {
  const token = getAccessToken();
  const id = token ? decodePayload(token)?.id : null;
  return typeof id === 'number' ? id : null;
}
