import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Where an element starts in the page (px from the page's top), for a list virtualized in the window's scroll:
 * measured again whenever `watched(el)` (what holds the header, search and filters above it) changes size.
 */
export function usePageOffset<E extends HTMLElement>(
  watched: (el: E) => Element | null | undefined,
): [RefObject<E | null>, number] {
  const ref = useRef<E>(null);
  const [offset, setOffset] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured once on mount, as each caller did; `watched` is a new function each render
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    const target = watched(el);
    if (target) observer.observe(target);
    return () => observer.disconnect();
  }, []);
  return [ref, offset];
}
