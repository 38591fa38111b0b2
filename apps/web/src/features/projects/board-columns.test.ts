import { describe, expect, it } from 'vitest';
import type { Status } from './api/statuses-api';
import { boardColumns, pendingMoves } from './board-columns';

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

describe('pendingMoves', () => {
  // two cards moved at 1 000 ms: #1 to «Замер» (5), #2 to «Монтаж» (6)
  const moves = new Map([
    [1, { status: 5, at: 1_000 }],
    [2, { status: 6, at: 1_000 }],
  ]);

  it('keeps a move the list read before the write does not show', () => {
    const read = [
      { id: 1, status_worked: 0, timestamp: 900 },
      { id: 2, status_worked: 0, timestamp: 900 },
    ];
    expect(pendingMoves(moves, read)).toBe(moves);
  });

  it('forgets a move once the list holds it, or a later write (an undo), or the project is gone', () => {
    expect([...pendingMoves(moves, [{ id: 1, status_worked: 5, timestamp: 1_001 }])]).toEqual([]);
    const undone = [
      { id: 1, status_worked: 0, timestamp: 1_200 },
      { id: 2, status_worked: 0, timestamp: 900 },
    ];
    expect([...pendingMoves(moves, undone)]).toEqual([[2, { status: 6, at: 1_000 }]]);
  });
});
