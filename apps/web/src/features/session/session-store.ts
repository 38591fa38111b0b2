import type { User } from '@glad/contracts';
import { useSyncExternalStore } from 'react';
import { ApiError, api, renewExpiredSession } from '../../lib/api-client';
import { emitAppEvent } from '../../lib/app-events';
import { afterFirstPaint } from '../../lib/first-paint';
import { currentUserId, onTokensChange } from '../../lib/tokens';
import { dropUserCopy, hasUserFields, keepUserCopy, readUserCopy } from './user-copy';

export type CurrentUser = User;

export interface SessionState {
  /** The signed-in user; the user is logged in while this exists (docs/spec.md §4). */
  user: CurrentUser | null;
  /** The start-up fetch of the user is under way. */
  loading: boolean;
  /** The server's message when that fetch failed. */
  error: string | null;
}

/** The copy of the signed-in user an earlier start kept, or null (a new device, no storage). */
function startingUser(): CurrentUser | null {
  try {
    return readUserCopy(currentUserId());
  } catch {
    // no localStorage (a worker, a test without one): nobody is signed in
    return null;
  }
}

// The user's copy from the last start is shown at once: the first screen has his name and rights without
// waiting for the network or for zod, and so does a start with no network at all (decision 0065). A new
// device shows the server's answer as soon as it comes, zod checks it after the first paint (decision 0066).
let state: SessionState = { user: startingUser(), loading: false, error: null };
const listeners = new Set<() => void>();
let pending: { userId: number; promise: Promise<CurrentUser | null> } | null = null;
/** The user shown is the server's answer of this start, not the device's copy. */
let fresh = false;

function update(next: Partial<SessionState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getSessionState(): SessionState {
  return state;
}

/**
 * Fetches the user named by the stored access token (GET /api/users/{id}), once per user: callers at the
 * same time share one request, and a user already loaded is returned as is. The device's copy of him is
 * returned at once and refreshed once per start in the background. An expired access token is renewed
 * first (`renewExpiredSession`); offline it stays as it is and the user is not loaded (his copy stays). A
 * non-200 answer other than the 401 the API client handles is shown as the start-up notice (docs/spec.md §8).
 */
export function loadCurrentUser(): Promise<CurrentUser | null> {
  const userId = currentUserId();
  if (userId === null) {
    clearCurrentUser();
    return Promise.resolve(null);
  }
  if (state.user?.id === userId) {
    if (!fresh && pending?.userId !== userId) startFetch(userId);
    return Promise.resolve(state.user);
  }
  if (pending?.userId === userId) return pending.promise;
  return startFetch(userId);
}

function startFetch(userId: number): Promise<CurrentUser | null> {
  const promise = fetchUser(userId);
  pending = { userId, promise };
  return promise;
}

/** What a fetch of the user that failed (or answered what is not a user) shows. */
const INCOMPLETE_USER = 'Сервер прислал неполные данные пользователя';

/** The user in the server's answer to GET /api/users/{id} when it holds every field of one, else null. */
function userIn(body: unknown): CurrentUser | null {
  const user = typeof body === 'object' && body !== null && 'user' in body ? body.user : null;
  return hasUserFields(user) ? user : null;
}

async function fetchUser(userId: number): Promise<CurrentUser | null> {
  // the device's copy of him is on screen: refreshed without a loading state
  const copyShown = state.user?.id === userId;
  if (!copyShown) update({ loading: true, error: null });
  try {
    // an access token that expired while the app was closed is renewed first (the page opened meanwhile)
    if (!(await renewExpiredSession())) {
      if (!copyShown) update({ loading: false });
      // his copy stays on screen; without one the user is not loaded, as before the copy existed
      return copyShown ? state.user : null;
    }
    const body = await api<unknown>(`/api/users/${userId}`);
    const user = userIn(body);
    if (user?.id !== userId) throw new ApiError(200, INCOMPLETE_USER);
    // The tokens may have changed hands (logout, another sign-in) while this was on its way.
    if (currentUserId() !== userId) return null;
    // shown as soon as it came, as his copy is; zod checks it after the first paint (decision 0066)
    fresh = true;
    update({ user, loading: false, error: null });
    void checkUser(userId, body);
    return user;
  } catch (err) {
    showFailure(err, copyShown);
    return null;
  } finally {
    if (pending?.userId === userId) pending = null;
  }
}

/**
 * The server's answer checked by the user's schema (zod), loaded after the first paint so that neither it
 * nor its checking delays the first screen (decision 0066). A user who passes is kept on the device for the
 * next start (decision 0065); one who does not is taken off the screen, with the start-up notice.
 */
async function checkUser(userId: number, body: unknown): Promise<void> {
  let schema: typeof import('./user-schema');
  try {
    schema = await afterFirstPaint().then(() => import('./user-schema'));
  } catch {
    // its code could not load (the network went): he stays on screen unchecked and is not kept
    return;
  }
  if (currentUserId() !== userId) return;
  const parsed = schema.userResponse.safeParse(body);
  if (parsed.success) {
    keepUserCopy(parsed.data.user);
    return;
  }
  fresh = false;
  dropUserCopy();
  update({ user: null });
  showFailure(new ApiError(200, INCOMPLETE_USER), false);
}

/** A failed fetch of the user: its message, unless his copy is on screen and stays (he is who he was). */
function showFailure(err: unknown, copyShown: boolean) {
  const message = err instanceof Error ? err.message : 'Не удалось загрузить пользователя';
  update({ loading: false, error: copyShown ? null : message });
  const status = err instanceof ApiError ? err.status : -1;
  // 401 is the API client's (refresh or the sign-in notice), 0 is the offline notice.
  if (status !== 401 && status !== 0) emitAppEvent({ type: 'server-error', message });
}

/**
 * Resolves once the start-up fetch of the user under way has answered (or failed); at once when none is.
 * The app's first render waits for it a moment (`whenFirstScreenReady`), so the shell is drawn once with
 * the user's name and rights rather than drawn and then drawn again.
 */
export function userSettled(): Promise<void> {
  // his copy is shown already: the refresh is not waited for
  return pending && !state.user ? pending.promise.then(() => undefined) : Promise.resolve();
}

/** Forgets the user: logging out clears it (docs/spec.md §4). */
export function clearCurrentUser() {
  pending = null;
  fresh = false;
  dropUserCopy();
  if (state.user || state.loading || state.error) update({ user: null, loading: false, error: null });
}

// Tokens cleared or handed to another user: the user object follows them.
onTokensChange(() => {
  const id = currentUserId();
  if (id === null) clearCurrentUser();
  else if (state.user && state.user.id !== id) {
    clearCurrentUser();
    void loadCurrentUser();
  }
});

export function useSession(): SessionState {
  return useSyncExternalStore(subscribe, getSessionState, getSessionState);
}

/** The signed-in user, or null while it loads or after logout. */
export function useCurrentUser(): CurrentUser | null {
  return useSession().user;
}

/** Patches the stored user after the user edited his own profile, so the header follows at once. */
export function setCurrentUser(user: CurrentUser) {
  if (user.id !== currentUserId()) return;
  keepUserCopy(user);
  update({ user });
}
