import { Table } from '@mantine/core';
import type { ReactNode } from 'react';

/**
 * A table that scrolls (sideways on a phone, or down past `maxHeight`): the scrolling region is named and
 * reachable by keyboard.
 */
export function ScrollTable({
  label,
  minWidth,
  maxHeight,
  children,
}: {
  label: string;
  minWidth: number;
  maxHeight?: number;
  /** the `Table` */
  children: ReactNode;
}) {
  return (
    <Table.ScrollContainer
      minWidth={minWidth}
      maxHeight={maxHeight}
      type="native"
      tabIndex={0}
      role="region"
      aria-label={label}
      // a visually hidden header cell is absolutely placed: without a positioned container it escapes
      // the scrolling and widens the whole page on a phone
      style={{ position: 'relative' }}
    >
      {children}
    </Table.ScrollContainer>
  );
}
