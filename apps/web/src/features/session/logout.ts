import { ApiError, api, drainForSignOut, signOutDone } from '../../lib/api-client';
import { clearTokens, getAccessToken } from '../../lib/tokens';
import { clearCurrentUser } from './session-store';

/**
 * Ends the session on the server (GET /api/logout/ revokes the refresh family) and forgets it here.
 * The local part happens whatever the server says: a user who asked to leave is signed out.
 */
export async function logout(): Promise<void> {
  try {
    await drainForSignOut();
    if (getAccessToken()) await api('/api/logout/', { authNotice: false, signOut: true });
  } catch (err) {
    if (!(err instanceof ApiError)) throw err;
  } finally {
    clearTokens();
    signOutDone();
    clearCurrentUser();
  }
}
