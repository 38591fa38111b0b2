import { data, type LoaderFunctionArgs, redirect } from 'react-router';
import { ApiError, refreshSession } from '../../lib/api-client';
import { getAccessToken, getRefreshToken, isSessionValid } from '../../lib/tokens';
import { loadCurrentUser } from './session-store';

/** Public pages (/login/, /registration/, /password/forgot/) send a user with a valid token home. */
export function publicOnly() {
  return isSessionValid() ? redirect('/') : null;
}

/**
 * Every other page needs a stored access token (docs/spec.md §2, §4). One that expired while the app was
 * closed is renewed beside the page, not before it: the page opens at once from the offline copy, as it
 * does offline, while the start-up user fetch renews the token first (decision 0049); a refused renewal
 * shows the sign-in notice and then /login/, as any refused call does. Only a refresh token without any
 * access token is renewed before the page (there is no user to open it for). The start-up user fetch
 * begins here, beside the page's own loading.
 */
export async function requireToken() {
  if (!getAccessToken() && getRefreshToken()) {
    try {
      await refreshSession();
    } catch (err) {
      if (err instanceof ApiError && err.status === 0 && getRefreshToken()) return null;
      throw err;
    }
  }
  if (!getAccessToken() || (!isSessionValid() && !getRefreshToken())) return redirect('/login/');
  void loadCurrentUser();
  return null;
}

/** /admin/* and /dev/ are for platform admins only; others get the 403 page (docs/spec.md §6). */
export async function requireAdmin() {
  const user = await loadCurrentUser();
  if (!user?.admin) throw data('Доступ запрещён', { status: 403 });
  return null;
}

/** /clients/{clientId}: digits only; anything else is the not-found page (docs/spec.md §5). */
export function requireDigitsParam(name: string) {
  return ({ params }: LoaderFunctionArgs) => {
    if (!/^\d+$/.test(params[name] ?? '')) throw data('Страница не найдена', { status: 404 });
    return null;
  };
}
