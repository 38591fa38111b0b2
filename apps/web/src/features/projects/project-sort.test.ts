import { describe, expect, it } from 'vitest';
import type { ProjectRow } from '../../lib/offline-db';
import { sortProjects } from './project-sort';

const row = (id: number, fields: Partial<ProjectRow>): ProjectRow => ({
  id,
  _v: 0,
  name: '',
  clientid: 0,
  client: '',
  date: '2026-01-01',
  draft_count: 0,
  editor: 0,
  status_payment: 0,
  status_worked: 0,
  project_manager: 0,
  adresa: '',
  notes: '',
  amount: 0,
  client_properties: { phone: '', notes: '' },
  ...fields,
});

const names = {
  status: (id: number) => ({ 1: 'Замер', 2: 'Договор', 3: 'Монтаж' })[id] ?? '',
  manager: (id: number) => ({ 7: 'Ольга', 8: 'Борис' })[id] ?? '',
  address: (p: ProjectRow) => p.adresa || 'ул. Клиентская',
};
const ids = (list: ProjectRow[]) => list.map((p) => p.id);

describe('sortProjects', () => {
  const list = [
    row(1, { name: 'ёлки', amount: 500, date: '2026-03-01', status_worked: 3, project_manager: 8 }),
    row(2, { name: 'Абрикос', amount: 0, date: '2025-12-31', status_worked: 1 }),
    row(3, { name: 'Елена 10', amount: 1_000_00, date: '2026-01-15', status_worked: 2, project_manager: 7 }),
    row(4, { name: 'Елена 9', amount: 500, date: '2026-03-01', adresa: 'Ясная, 1' }),
  ];

  it('sorts names by Russian collation (ё with е, numbers by value), both ways', () => {
    expect(ids(sortProjects(list, { key: 'name', dir: 'asc' }, names))).toEqual([2, 4, 3, 1]);
    expect(ids(sortProjects(list, { key: 'name', dir: 'desc' }, names))).toEqual([1, 3, 4, 2]);
  });

  it('sorts amounts and dates by value, ties in the list order', () => {
    expect(ids(sortProjects(list, { key: 'amount', dir: 'asc' }, names))).toEqual([2, 1, 4, 3]);
    expect(ids(sortProjects(list, { key: 'amount', dir: 'desc' }, names))).toEqual([3, 1, 4, 2]);
    expect(ids(sortProjects(list, { key: 'date', dir: 'desc' }, names))).toEqual([1, 4, 3, 2]);
  });

  it('sorts statuses and managers by the names shown, the empty ones last either way', () => {
    expect(ids(sortProjects(list, { key: 'status_worked', dir: 'asc' }, names))).toEqual([3, 2, 1, 4]);
    expect(ids(sortProjects(list, { key: 'status_worked', dir: 'desc' }, names))).toEqual([1, 2, 3, 4]);
    expect(ids(sortProjects(list, { key: 'project_manager', dir: 'asc' }, names))).toEqual([1, 3, 2, 4]);
  });

  it('sorts by the work address, the client’s when the project has none', () => {
    expect(ids(sortProjects(list, { key: 'adresa', dir: 'asc' }, names))).toEqual([1, 2, 3, 4]);
    expect(ids(sortProjects(list, { key: 'adresa', dir: 'desc' }, names))).toEqual([4, 1, 2, 3]);
  });
});
