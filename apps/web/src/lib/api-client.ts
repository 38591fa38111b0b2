import { REFRESH_ATTEMPT_HEADER } from '@glad/contracts';
import { emitAppEvent } from './app-events';
import {
  clearTokens,
  getAccessToken,
  getRefreshToken,
  isSessionValid,
  refreshAttemptKey,
  setTokens,
} from './tokens';

/** A failed call: the HTTP status (0 when the network is down) and the server's Russian message. */
export class ApiError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly body?: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  query?: Record<string, string | number | boolean | undefined | null>;
  signal?: AbortSignal;
  /** Send no bearer token and never refresh (public calls: login, registration…). */
  anonymous?: boolean;
  /** false: a lost session only clears the tokens, without the sign-in notice (logout). */
  authNotice?: boolean;
  /** The sign-out call itself, the one request let through while signing out. */
  signOut?: boolean;
}

export const OFFLINE_MESSAGE = 'Нет доступа к интернет';
/** Header that marks the one retry of a request after a refresh (docs/spec.md §4). */
export const RETRY_HEADER = 'x-retry';

// Requests in flight, for the loading bar (docs/spec.md §9: yellow, 2 px).
let inFlight = 0;
const inFlightListeners = new Set<(count: number) => void>();

function changeInFlight(delta: number) {
  inFlight += delta;
  for (const l of inFlightListeners) l(inFlight);
}

export function onRequestsInFlight(listener: (count: number) => void): () => void {
  inFlightListeners.add(listener);
  listener(inFlight);
  return () => inFlightListeners.delete(listener);
}

let signingOut = false;

/**
 * The start of a sign-out: new authenticated calls are refused here, and those already on their way are
 * awaited (at most `maxMs`), so that none reaches the server after it has revoked the session.
 */
export function drainForSignOut(maxMs = 3000): Promise<void> {
  signingOut = true;
  return new Promise((resolve) => {
    const timer = setTimeout(done, maxMs);
    const stop = onRequestsInFlight((count) => {
      if (count === 0) queueMicrotask(done);
    });
    function done() {
      clearTimeout(timer);
      stop();
      resolve();
    }
  });
}

/** The end of a sign-out (tokens cleared): calls are judged by the tokens again. */
export function signOutDone(): void {
  signingOut = false;
}

let refreshing: Promise<boolean> | null = null;

/**
 * One refresh shared by every request that got a 401 at the same time. Resolves true when new tokens are
 * stored, false when the server refused (the tokens are then cleared); rejects with an ApiError when the
 * server could not be reached, keeping the tokens since the session may still be good.
 */
export function refreshSession(): Promise<boolean> {
  if (!refreshing) {
    refreshing = refreshAcrossTabs().finally(() => {
      refreshing = null;
    });
  }
  return refreshing;
}

/**
 * Refresh tokens rotate and a replayed one revokes the whole session, so two tabs must never send the
 * same one: a Web Lock serialises tabs, and a tab that finds the token already rotated by another simply
 * uses the new pair.
 */
async function refreshAcrossTabs(): Promise<boolean> {
  const before = getRefreshToken();
  if (!before) return false;
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (!locks) return doRefresh(before);
  return locks.request('glad-token-refresh', async () => {
    const current = getRefreshToken();
    if (!current) return false;
    if (current !== before) return true;
    return doRefresh(current);
  });
}

async function doRefresh(refreshToken: string): Promise<boolean> {
  let res: Response;
  changeInFlight(1);
  try {
    res = await fetch('/api/refresh/', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${refreshToken}`,
        [REFRESH_ATTEMPT_HEADER]: refreshAttemptKey(refreshToken),
      },
    });
  } catch {
    emitAppEvent({ type: 'offline' });
    throw new ApiError(0, OFFLINE_MESSAGE);
  } finally {
    changeInFlight(-1);
  }
  const body = (await res.json().catch(() => null)) as {
    res?: boolean;
    accessToken?: string;
    refreshToken?: string;
    message?: string;
  } | null;
  if (body?.res === true && body.accessToken && body.refreshToken) {
    setTokens({ accessToken: body.accessToken, refreshToken: body.refreshToken });
    return true;
  }
  // A server that is down (502/503 from a proxy) or busy (429) has not judged the session: keep it.
  if (res.status >= 500 || res.status === 429)
    throw new ApiError(res.status, body?.message ?? `Ошибка сервера (${res.status})`);
  clearTokens();
  return false;
}

/**
 * Renews an access token that expired while the app was closed, before a call would be sent with it: true
 * when the session now has a valid one. A refused renewal ends the session as a refused call does (tokens
 * cleared, the sign-in notice): false. Offline or a server that cannot answer: the tokens are kept and the
 * ApiError is thrown (status 0 for the network, the server's otherwise).
 */
export async function renewExpiredSession(): Promise<boolean> {
  if (isSessionValid()) return true;
  if (!getRefreshToken()) return false;
  if (await refreshSession()) return true;
  sessionLost({});
  return false;
}

function buildUrl(path: string, query?: RequestOptions['query']): string {
  const url = path.startsWith('/api/') ? path : `/api/${path.replace(/^\//, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined && v !== null) params.set(k, String(v));
  const qs = params.toString();
  return qs ? `${url}${url.includes('?') ? '&' : '?'}${qs}` : url;
}

async function send(
  path: string,
  opts: RequestOptions,
  token: string | null,
  isRetry: boolean,
): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (token && !opts.anonymous) headers.authorization = `Bearer ${token}`;
  if (isRetry) headers[RETRY_HEADER] = '1';
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) body = opts.body;
  else if (opts.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.body);
  }
  changeInFlight(1);
  try {
    return await fetch(buildUrl(path, opts.query), {
      method: opts.method ?? 'GET',
      headers,
      body,
      signal: opts.signal,
    });
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    emitAppEvent({ type: 'offline' });
    throw new ApiError(0, OFFLINE_MESSAGE);
  } finally {
    changeInFlight(-1);
  }
}

function sessionLost(opts: RequestOptions) {
  clearTokens();
  if (opts.authNotice !== false) emitAppEvent({ type: 'auth-required' });
}

/**
 * The one way the app calls the server: bearer on every call; on a 401 with a refresh token, one shared
 * refresh, then the request is retried once, marked as a retry (docs/spec.md §4, §8). When the session cannot be
 * renewed, the tokens are cleared and the shell is told to send the user to /login/.
 */
export async function api<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await authorisedResponse(path, opts);
  const data = (await res.json().catch(() => null)) as { message?: unknown } | null;
  if (!res.ok) throw failure(res, data);
  return data as T;
}

/**
 * `api` answering the body unparsed: for a large answer parsed elsewhere (the sync worker parses a pulled
 * page off the main thread). A failed call throws the same ApiError as `api`.
 */
export async function apiText(path: string, opts: RequestOptions = {}): Promise<string> {
  const res = await authorisedResponse(path, opts);
  if (!res.ok) throw failure(res, await res.json().catch(() => null));
  return res.text();
}

function failure(res: Response, data: { message?: unknown } | null): ApiError {
  const message = typeof data?.message === 'string' ? data.message : `Ошибка сервера (${res.status})`;
  return new ApiError(res.status, message, data);
}

async function authorisedResponse(path: string, opts: RequestOptions): Promise<Response> {
  if (signingOut && !opts.anonymous && !opts.signOut) throw new ApiError(401, 'Выполняется выход');
  // Signed out (a screen still mounted after logout): the server would only answer 401.
  if (!opts.anonymous && !getAccessToken() && !getRefreshToken()) {
    sessionLost(opts);
    throw new ApiError(401, 'Необходима авторизация');
  }
  const sentWith = opts.anonymous ? null : getAccessToken();
  let res = await send(path, opts, sentWith, false);
  if (res.status === 401 && !opts.anonymous) {
    if (!getRefreshToken()) {
      sessionLost(opts);
    } else {
      // Another request may have renewed the tokens while this one was on its way: use them as they are.
      const current = getAccessToken();
      const renewed = current !== null && current !== sentWith ? true : await refreshSession();
      if (renewed) {
        res = await send(path, opts, getAccessToken(), true);
        if (res.status === 401) sessionLost(opts);
      } else {
        sessionLost(opts);
      }
    }
  }
  return res;
}
