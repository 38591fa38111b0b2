import { useWindowVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import { usePageOffset } from '../lib/use-page-offset';
import { measureWithoutLayout, VirtualRows } from './virtual-rows';

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
  // where the list starts in the page: the header, search and filters above it can change height
  const [listRef, offset] = usePageOffset<HTMLUListElement>((el) => el.parentElement);

  const virtualizer = useWindowVirtualizer({
    count: items.length,
    estimateSize: () => estimateSize,
    overscan: 6,
    scrollMargin: offset,
    getItemKey: (index) => getKey(items[index] as T),
    measureElement: measureWithoutLayout,
  });

  return (
    <VirtualRows
      virtualizer={virtualizer}
      label={label}
      listRef={listRef}
      withPositions
      renderRow={(index) => renderItem(items[index] as T, index)}
    />
  );
}
