import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './stacked-table.module.css';

/**
 * A table whose rows become cards on a phone instead of scrolling sideways: each body cell after the first
 * carries its column's name in `data-label`. For short lists of a few wide rows (the
 * installers' balances); long period tables keep `ScrollTable`.
 */
export function StackedTable({ children, label }: { children: ReactNode; label: string }) {
  return (
    <Table className={classes.table} aria-label={label} striped>
      {children}
    </Table>
  );
}
