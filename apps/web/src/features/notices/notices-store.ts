import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { onAppEvent } from '../../lib/app-events';
import { OFFLINE_NOTICE, OFFLINE_NOTICE_MS } from './messages';

export interface NoticesState {
  /** The session is gone: the red full-screen notice is up until the app reaches /login/. */
  authRequired: boolean;
  /** The start-up user fetch failed with this message. */
  serverError: string | null;
}

let state: NoticesState = { authRequired: false, serverError: null };
const listeners = new Set<() => void>();

function update(next: Partial<NoticesState>) {
  state = { ...state, ...next };
  for (const l of listeners) l();
}

export function showOffline() {
  // One notice however many requests fail at once.
  notifications.hide('offline');
  notifications.show({ id: 'offline', color: 'red', message: OFFLINE_NOTICE, autoClose: OFFLINE_NOTICE_MS });
}

// Listening from the moment the app loads: the start-up fetch may fail before any screen is mounted.
onAppEvent((event) => {
  if (event.type === 'auth-required') update({ authRequired: true, serverError: null });
  else if (event.type === 'server-error') update({ serverError: event.message });
  else if (event.type === 'offline') showOffline();
});
if (typeof window !== 'undefined') window.addEventListener('offline', showOffline);

export const dismissAuthRequired = () => update({ authRequired: false });
export const dismissServerError = () => update({ serverError: null });

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useNotices(): NoticesState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => state,
  );
}
