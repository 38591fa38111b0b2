import { type ComponentType, lazy, Suspense, useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { AuthRequiredOverlay } from './auth-required-overlay';
import { AUTH_REDIRECT_DELAY_MS, STARTUP_ERROR_NOTICE_MS } from './messages';
import { dismissAuthRequired, dismissServerError, useNotices } from './notices-store';

// Shown seldom: its Mantine parts load when it is needed, not with every page (decision 0038).
const StartupErrorNotice = lazy<ComponentType<{ message: string; onClose: () => void }>>(() =>
  import('./startup-error-notice').then((m) => ({ default: m.StartupErrorNotice })),
);

const PUBLIC_PATHS = ['/login/', '/registration/', '/password/forgot/', '/password/reset/'];

/**
 * The spec's session notices on screen: the authorization notice then /login/ after 2.5 s, and the
 * start-up error notice for 50 s with a close button. «Нет доступа к интернет» is a notification.
 */
export function SessionNotices() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const onPublicPage = PUBLIC_PATHS.includes(pathname);
  const { authRequired, serverError } = useNotices();

  useEffect(() => {
    if (!authRequired) return;
    // Already where the notice would send the user.
    if (onPublicPage) {
      dismissAuthRequired();
      return;
    }
    const timer = setTimeout(() => {
      dismissAuthRequired();
      navigate('/login/', { replace: true });
    }, AUTH_REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [authRequired, onPublicPage, navigate]);

  useEffect(() => {
    if (serverError === null) return;
    const timer = setTimeout(dismissServerError, STARTUP_ERROR_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [serverError]);

  return (
    <Suspense fallback={null}>
      {serverError !== null && !authRequired && (
        <StartupErrorNotice message={serverError} onClose={dismissServerError} />
      )}
      {authRequired && !onPublicPage && <AuthRequiredOverlay />}
    </Suspense>
  );
}
