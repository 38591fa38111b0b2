import { describe, expect, it } from 'vitest';
import type { Status } from './api/statuses-api';
import { boardColumns } from './board-columns';

describe('boardColumns', () => {
  const work: Status[] = [
    { id: 5, name: 'Замер', color: '#228be6', group: 'work', sort: 1 },
    { id: 6, name: 'Монтаж', color: '#12b886', group: 'work', sort: 2 },
  ];

  it('starts with «Без статуса», then the company’s statuses in order', () => {
    expect(boardColumns(work, []).map((c) => c.name)).toEqual(['Без статуса', 'Замер', 'Монтаж']);
  });

  it('keeps a column for a status the company deleted while a project still shows it, once', () => {
    const cols = boardColumns(work, [{ status_worked: 6 }, { status_worked: 9 }, { status_worked: 9 }]);
    expect(cols.map((c) => [c.id, c.name])).toEqual([
      [0, 'Без статуса'],
      [5, 'Замер'],
      [6, 'Монтаж'],
      [9, 'Статус №9'],
    ]);
  });
});
