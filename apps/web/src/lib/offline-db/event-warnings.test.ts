import { beforeEach, describe, expect, it } from 'vitest';
import { eventRow } from './event-row.fixture';
import { eventWarningsHere } from './event-warnings';
import { listEvents } from './queries';
import { db } from './schema';
import type { EventRow } from './types';

const event = (id: number, fields: Partial<EventRow>): EventRow => eventRow({ id, _v: id, ...fields });

const names: Record<number, string> = { 7: 'Пётр Сидоров', 8: 'Анна Иванова' };
const personName = (id: number) => names[id] ?? `№${id}`;

beforeEach(async () => {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
});

describe('events on the offline copy', () => {
  it('filters as GET events/ does: person, kinds, statuses; whole-day events first', async () => {
    await db.events.bulkPut([
      event(1, { time: '10:00', assignees: [7], kind: 'zamer' }),
      event(2, { time: '', assignees: [7, 8], kind: 'vstrecha' }),
      event(3, { time: '09:00', kind: 'montazh', status: 'done' }),
      event(4, {
        date: '2026-06-02',
        time: '08:00',
        assignees: [8],
        status: 'cancelled',
        cancel_reason: 'x',
      }),
    ]);
    const ids = async (filter: Parameters<typeof listEvents>[0]) =>
      (await listEvents(filter)).map((e) => e.id);
    expect(await ids({})).toEqual([2, 3, 1, 4]);
    expect(await ids({ assignee: 7 })).toEqual([2, 1]);
    expect(await ids({ assignee: 8, to: '2026-06-01' })).toEqual([2]);
    expect(await ids({ kind: ['zamer', 'montazh'] })).toEqual([3, 1]);
    expect(await ids({ status: ['planned'] })).toEqual([2, 1]);
    expect(await ids({ status: ['cancelled', 'done'] })).toEqual([3, 4]);
  });

  it('warns as the server does: a person booked twice, an installation before the approved estimate', async () => {
    await db.events.bulkPut([
      event(1, { time: '10:00', duration: 120, assignees: [7] }),
      event(2, { time: '11:00', duration: 60, assignees: [8], status: 'cancelled', cancel_reason: 'x' }),
    ]);
    const draft = { id: 0, date: '2026-06-01', time: '11:30', duration: 60, assignees: [7, 8] };
    expect(await eventWarningsHere({ ...draft, kind: 'montazh', project: 50 }, personName)).toEqual([
      {
        code: 'overlap',
        message: 'Пётр Сидоров: в это время уже есть событие (01.06.2026, 10:00–12:00)',
        eventId: 1,
        userId: 7,
      },
      { code: 'no_approved_estimate', message: 'Монтаж назначен, а смета объекта ещё не утверждена' },
    ]);
    await db.smety.put({
      id: 60,
      uid: 'u',
      client: '',
      clientid: 0,
      projectid: 50,
      draftid: 0,
      approved: 1,
      _v: 1,
    });
    expect(
      await eventWarningsHere({ ...draft, time: '12:00', kind: 'montazh', project: 50 }, personName),
    ).toEqual([]);
    // the event itself, saved already, is not its own clash
    expect(
      await eventWarningsHere({ id: 1, date: '2026-06-01', time: '10:00', assignees: [7] }, personName),
    ).toEqual([]);
  });
});
