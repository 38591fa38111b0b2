import type { Virtualizer } from '@tanstack/react-virtual';
import type { ReactNode, Ref } from 'react';

/**
 * A row's height for the virtualizer without a synchronous layout (decision 0060): the ResizeObserver's entry
 * when there is one (it reports each row after the frame's layout, before its paint), otherwise the height
 * known already or the estimate. The library's own reads `offsetHeight` as each row mounts: in a list's
 * first render that made the whole page's first layout in the middle of the render, and again after it.
 */
export function measureWithoutLayout<TScroll extends Element | Window>(
  element: Element,
  entry: Pick<ResizeObserverEntry, 'borderBoxSize'> | undefined,
  virtualizer: Virtualizer<TScroll, Element>,
): number {
  const box = entry?.borderBoxSize?.[0];
  if (box) return Math.round(box.blockSize);
  const index = virtualizer.indexFromElement(element);
  return (
    virtualizer.itemSizeCache.get(virtualizer.options.getItemKey(index)) ??
    virtualizer.options.estimateSize(index)
  );
}

export interface VirtualRowsProps<TScroll extends Element | Window> {
  virtualizer: Virtualizer<TScroll, Element>;
  /** the list's accessible name */
  label: string;
  renderRow: (index: number) => ReactNode;
  /** tell assistive technology each row's place in the whole list (the rows not in the DOM count too) */
  withPositions?: boolean;
  listRef?: Ref<HTMLUListElement>;
}

/**
 * The rows of a virtualized list: a `<ul>` as tall as all its rows, with only those in view in the DOM, each
 * measured (so it may wrap; pass `measureWithoutLayout` as the virtualizer's `measureElement`) and moved to its place.
 */
export function VirtualRows<TScroll extends Element | Window>({
  virtualizer,
  label,
  renderRow,
  withPositions = false,
  listRef,
}: VirtualRowsProps<TScroll>) {
  const count = virtualizer.options.count;
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
          aria-setsize={withPositions ? count : undefined}
          aria-posinset={withPositions ? row.index + 1 : undefined}
          style={{
            position: 'absolute',
            top: 0,
            left: 0,
            width: '100%',
            transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)`,
          }}
        >
          {renderRow(row.index)}
        </li>
      ))}
    </ul>
  );
}
