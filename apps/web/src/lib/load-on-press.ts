import { notifications } from '@mantine/notifications';
import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A module loaded once, on demand: the same promise for every caller; a failed load (no network, no
 * service worker yet) is forgotten, so the next press tries again.
 */
export function loadOnce<M>(load: () => Promise<M>): () => Promise<M> {
  let pending: Promise<M> | undefined;
  return () => {
    pending ??= load().catch((error: unknown) => {
      pending = undefined;
      throw error;
    });
    return pending;
  };
}

/**
 * Code a control needs only once it is used (a menu's or a popover's dropdown, decision 0047). The
 * control renders its own button until `module` is there. `prefetch` (hover, focus) only fetches the
 * code, so the button under the pointer or the keyboard focus stays the same element; `press` fetches it
 * and hands it over, and the control then renders the real thing, open. That replaces the button's
 * element: with `keepFocus`, a button that had the focus when pressed (`ref` on it) gets it back, for a
 * dropdown that does not take the focus itself (a Popover; a Menu moves it into its items).
 */
export function useLoadOnPress<M>(load: () => Promise<M>, { keepFocus = false } = {}) {
  const [loaded, setLoaded] = useState<{ module: M } | null>(null);
  const ref = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const press = useCallback(() => {
    refocus.current = keepFocus && ref.current !== null && ref.current === document.activeElement;
    load().then(
      (module) => setLoaded({ module }),
      (error: unknown) => {
        console.warn(error);
        // offline without the service worker's copy of the code: said, and the next press tries again
        notifications.show({
          color: 'red',
          message: 'Не удалось открыть меню: нет связи с сервером. Попробуйте ещё раз, когда появится сеть.',
        });
      },
    );
  }, [load, keepFocus]);
  const prefetch = useCallback(() => {
    load().catch(() => undefined);
  }, [load]);
  useEffect(() => {
    if (!loaded || !refocus.current) return;
    refocus.current = false;
    ref.current?.focus();
  }, [loaded]);
  return { module: loaded?.module ?? null, press, prefetch, ref };
}
