import './lib/zod-jitless';
// Mantine's globals and the theme's variables only: the login page draws its own form (decision 0056)
import './app/styles/login.css';
import { registerSW } from 'virtual:pwa-register';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { LoginPage } from './features/auth/login-page';
import { takeSignInNotice } from './lib/sign-in-notice';
import { isSessionValid } from './lib/tokens';

/** Where Mantine keeps the chosen scheme (its default manager): the app's light or dark, or the system's. */
const SCHEME_KEY = 'mantine-color-scheme-value';

function applyColorScheme() {
  const stored = localStorage.getItem(SCHEME_KEY);
  const dark =
    stored === 'dark' || (stored !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.setAttribute('data-mantine-color-scheme', dark ? 'dark' : 'light');
}

const root = document.getElementById('root');
// signed in already: the app, as every sign-in page does for a valid session
if (isSessionValid()) window.location.replace('/');
else if (root) {
  applyColorScheme();
  createRoot(root).render(
    <StrictMode>
      <LoginPage notice={takeSignInNotice()} onSignedIn={() => window.location.replace('/')} />
    </StrictMode>,
  );
  // A first visit installs the service worker here, so the first session already works offline (issue 9 §2).
  // After the page's load, as is usual: its precache download does not compete with the form's first paint.
  const register = () => registerSW({ immediate: true });
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
