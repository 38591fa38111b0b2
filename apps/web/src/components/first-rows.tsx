import type { ReactNode } from 'react';

export interface FirstRowsProps<T> {
  items: readonly T[];
  /** how many rows the whole list has: the list is that tall already, as the virtualized one will be */
  total: number;
  getKey: (item: T) => string | number;
  renderItem: (item: T, index: number) => ReactNode;
  /** a first guess of a row's height (px), the virtualized list's */
  estimateSize: number;
  /** the list's accessible name */
  label: string;
}

/**
 * A long list's first rows while its virtualized list's code loads (decision 0063): the rows a screen holds,
 * in the page's flow, in a list as tall as the whole one will be, so nothing moves when it takes over.
 */
export function FirstRows<T>({ items, total, getKey, renderItem, estimateSize, label }: FirstRowsProps<T>) {
  const shown = items.slice(0, Math.ceil(window.innerHeight / estimateSize) + 1);
  return (
    <ul
      aria-label={label}
      style={{ listStyle: 'none', margin: 0, padding: 0, minHeight: total * estimateSize }}
    >
      {shown.map((item, index) => (
        <li key={getKey(item)} aria-setsize={total} aria-posinset={index + 1}>
          {renderItem(item, index)}
        </li>
      ))}
    </ul>
  );
}
