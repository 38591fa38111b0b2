import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';

export interface VirtualListProps<T> {
  items: readonly T[];
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** a first guess of a row's height (px); rows are measured once shown */
  estimateSize?: number;
  /** the list's accessible name */
  label: string;
}

/**
 * A long list (10,000 clients) in the page's own scroll: only the rows near the screen are in the DOM, so
 * typing in the search box and scrolling stay smooth. Rows are measured, so they may wrap on a phone.
 */
export function VirtualList<T>({ items, getKey, renderItem, estimateSize = 72, label }: VirtualListProps<T>) {
  const listRef = useRef<HTMLUListElement>(null);
  const [offset, setOffset] = useState(0);

  // where the list starts in the page: the header, search and filters above it can change height
  useLayoutEffect(() => {
    const el = listRef.current;
    if (!el) return;
    const measure = () => setOffset(el.getBoundingClientRect().top + window.scrollY);
    measure();
    const observer = new ResizeObserver(measure);
    if (el.parentElement) observer.observe(el.parentElement);
    return () => observer.disconnect();
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index] as T),
  });

  return (
    <ul
      ref={listRef}
      aria-label={label}
      style={{
        listStyle: 'none',
        margin: 0,
        padding: 0,
        position: 'relative',
        height: virtualizer.getTotalSize(),
      }}
    >
      {virtualizer.getVirtualItems().map((row) => (
        <li
          key={row.key}
          data-index={row.index}
          ref={virtualizer.measureElement}
          aria-setsize={items.length}
          aria-posinset={row.index + 1}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderItem(items[row.index] as T, row.index)}
        </li>
      ))}
    </ul>
  );
}
