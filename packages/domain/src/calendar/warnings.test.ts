import { describe, expect, it } from 'vitest';
import { eventWarnings } from './warnings.js';

const names: Record<number, string> = { 7: 'Иван Петров', 8: 'Пётр Сидоров' };
const base = {
  id: 1,
  date: '2026-11-26',
  time: '10:00',
  duration: 120,
  assignees: [7, 8],
  status: 'planned',
  kind: 'zamer',
  project: 0,
};
const ctx = { others: [], personName: (id: number) => names[id] ?? `№${id}`, projectApproved: false };

describe('warnings of an event', () => {
  it('names each person booked twice, with the other event’s day and time', () => {
    const other = { ...base, id: 2, time: '11:30', duration: 60, assignees: [8] };
    expect(eventWarnings(base, { ...ctx, others: [other] })).toEqual([
      {
        code: 'overlap',
        message: 'Пётр Сидоров: в это время уже есть событие (26.11.2026, 11:30–12:30)',
        eventId: 2,
        userId: 8,
      },
    ]);
  });
  it('warns of an installation on a project without an approved estimate', () => {
    const montazh = { ...base, kind: 'montazh', project: 5 };
    expect(eventWarnings(montazh, ctx)).toEqual([
      { code: 'no_approved_estimate', message: 'Монтаж назначен, а смета объекта ещё не утверждена' },
    ]);
    expect(eventWarnings(montazh, { ...ctx, projectApproved: true })).toEqual([]);
    expect(eventWarnings({ ...montazh, status: 'done' }, ctx)).toEqual([]);
    expect(eventWarnings({ ...montazh, project: 0 }, ctx)).toEqual([]);
    expect(eventWarnings({ ...base, project: 5 }, ctx)).toEqual([]);
  });
});
