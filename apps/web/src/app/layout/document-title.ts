import { useEffect, useSyncExternalStore } from 'react';

export const APP_NAME = 'Гладь';

/** «Вход — Гладь»; the app's name alone when the page has none (docs/spec.md §9). */
export function pageTitle(name?: string | null): string {
  return name ? `${name} — ${APP_NAME}` : APP_NAME;
}

// A page shown in place of another (403, 404, an error) names itself over the route's title.
let override: string | null = null;
const listeners = new Set<() => void>();

function setOverride(value: string | null) {
  override = value;
  for (const l of listeners) l();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The title a status page imposes while it is shown. */
export function useTitleOverride(name: string) {
  useEffect(() => {
    setOverride(name);
    return () => setOverride(null);
  }, [name]);
}

export function useTitleOverrideValue(): string | null {
  return useSyncExternalStore(
    subscribe,
    () => override,
    () => null,
  );
}
