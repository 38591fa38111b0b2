import { MantineProvider } from '@mantine/core';
import { useNotifications } from '@mantine/notifications';
import { type ReactNode, Suspense, useState } from 'react';
import { lazyPart } from '../components/after-first-paint';
import { theme } from './theme';

/** Notification default time-out (docs/spec.md §9). */
export const NOTIFICATION_TIMEOUT_MS = 5000;

export const loadNotificationsHost = () => import('./notifications-host');
// a file that cannot come (offline before the worker cached it) must not take the page down with it, nor
// silence every later notice: it is asked for again when the network returns (lazyPart)
const NotificationsHost = lazyPart(() => loadNotificationsHost().then((m) => m.default));

/**
 * Mantine's notifications list (its transitions and portal) is loaded with the first notification shown,
 * not before every page's first paint: `notifications.show` only writes to a store, read here.
 */
function LazyNotifications() {
  const { notifications, queue } = useNotifications();
  const [needed, setNeeded] = useState(false);
  if (!needed && notifications.length + queue.length > 0) setNeeded(true);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <NotificationsHost autoClose={NOTIFICATION_TIMEOUT_MS} />
    </Suspense>
  );
}

/**
 * What every page needs: Mantine's theme and the notifications. The theme's CSS variables are a stylesheet
 * (styles/theme-variables.css, decision 0054), not computed here on every start. The signed-in shell adds the query client,
 * the dialogs and the dates' locale (signed-in-providers.tsx), so the sign-in pages load none of them
 * (decisions 0036, 0038).
 */
export function Providers({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} withCssVariables={false} defaultColorScheme="auto">
      <LazyNotifications />
      {children}
    </MantineProvider>
  );
}
