import type { ProjectRow } from '../../lib/offline-db';
import type { Status } from './api/statuses-api';

export type BoardColumn = Pick<Status, 'id' | 'name'> & { color?: string };

/**
 * The board's columns: «Без статуса», then the company's work statuses in their order, then any status a
 * project still shows that the company no longer has («Статус №…»), so no project falls off the board.
 */
export function boardColumns(
  work: readonly Status[],
  projects: readonly Pick<ProjectRow, 'status_worked'>[],
): BoardColumn[] {
  const columns: BoardColumn[] = [
    { id: 0, name: 'Без статуса' },
    ...work.map((s) => ({ id: s.id, name: s.name, color: s.color })),
  ];
  const known = new Set(columns.map((c) => c.id));
  for (const p of projects) {
    if (known.has(p.status_worked)) continue;
    known.add(p.status_worked);
    columns.push({ id: p.status_worked, name: `Статус №${p.status_worked}` });
  }
  return columns;
}

/** A card moved on this screen: to which work status, and when (ms, the clock writes use for `timestamp`). */
export interface Move {
  status: number;
  at: number;
}

/** The moves a read of the list does not hold yet: its row still has the old status and an older write. */
export function pendingMoves(
  moves: ReadonlyMap<number, Move>,
  projects: readonly Pick<ProjectRow, 'id' | 'status_worked' | 'timestamp'>[],
): ReadonlyMap<number, Move> {
  const rows = new Map(projects.map((p) => [p.id, p]));
  const left = new Map(
    [...moves].filter(([id, move]) => {
      const row = rows.get(id);
      return row !== undefined && row.status_worked !== move.status && (row.timestamp ?? 0) < move.at;
    }),
  );
  return left.size === moves.size ? moves : left;
}
