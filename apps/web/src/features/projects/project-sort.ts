import { compareIso } from '@glad/domain';
import type { ProjectRow } from '../../lib/offline-db';

/** The columns the projects table sorts by. */
export type ProjectSortKey =
  | 'name'
  | 'client'
  | 'adresa'
  | 'amount'
  | 'status_worked'
  | 'status_payment'
  | 'project_manager'
  | 'date';
export interface ProjectSort {
  key: ProjectSortKey;
  dir: 'asc' | 'desc';
}

/** Names the table shows for ids (statuses, managers): sorting by a status sorts by what is read. */
export interface SortNames {
  status: (id: number) => string;
  manager: (id: number) => string;
  address: (project: ProjectRow) => string;
}

const collator = new Intl.Collator('ru', { sensitivity: 'base', numeric: true });

/**
 * The projects in the table's order: texts by Russian collation, amounts and dates by value; ties keep the
 * list's order (newest first), so a sort is stable. An empty text sorts last in either direction.
 */
export function sortProjects(list: readonly ProjectRow[], sort: ProjectSort, names: SortNames): ProjectRow[] {
  const text = (p: ProjectRow): string => {
    switch (sort.key) {
      case 'name':
        return p.name.trim();
      case 'client':
        return p.client.trim();
      case 'adresa':
        return names.address(p).trim();
      case 'status_worked':
        return p.status_worked ? names.status(p.status_worked) : '';
      case 'status_payment':
        return p.status_payment ? names.status(p.status_payment) : '';
      case 'project_manager':
        return p.project_manager ? names.manager(p.project_manager) : '';
      default:
        return '';
    }
  };
  const sign = sort.dir === 'asc' ? 1 : -1;
  const keyed = list.map((p, i) => ({ p, i, t: text(p) }));
  keyed.sort((a, b) => {
    let c: number;
    if (sort.key === 'amount') c = ((a.p.amount ?? 0) - (b.p.amount ?? 0)) * sign;
    else if (sort.key === 'date') c = compareIso(a.p.date, b.p.date) * sign;
    else if (!a.t || !b.t) c = (a.t ? 0 : 1) - (b.t ? 0 : 1);
    else c = collator.compare(a.t, b.t) * sign;
    return c || a.i - b.i;
  });
  return keyed.map((k) => k.p);
}
