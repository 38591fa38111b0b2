import { type RefObject, useLayoutEffect, useRef, useState } from 'react';

/**
 * Where an element starts in the page (px from the page's top), for a list virtualized in the window's scroll:
 * measured when `watched(el)` (what holds the header, search and filters above it) is first laid out and
 * whenever it changes size. Read in the ResizeObserver's callback, after the frame's layout and before its
 * paint: read as the list mounts, it made the page's first layout in the middle of the render (decision 0060).
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
    const observer = new ResizeObserver(() => setOffset(el.getBoundingClientRect().top + window.scrollY));
    observer.observe(watched(el) ?? el);
    return () => observer.disconnect();
  }, []);
  return [ref, offset];
}
