import type { EventListQuery, EventRecord, EventWarning } from '@glad/contracts';
import { eventWarnings } from '@glad/domain';
import { arrayContains, asc, eq, gte, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { events } from '../../db/schema/index.js';
import {
  createRecord,
  getWire,
  listWire,
  removeRecord,
  updateRecord,
  type Who,
} from '../../lib/records/rest.js';
import { tableDefs } from '../../lib/records/tables.js';
import { staffNames } from '../../lib/staff.js';
import { dayBookings, projectApproved } from './repository.js';

const def = tableDefs.events;

/** GET events/: a page of live events by day, start (whole-day events first) and id. */
export async function listEvents(db: Db, companyId: number, query: EventListQuery) {
  const filters = [
    query.from ? gte(events.date, query.from) : undefined,
    query.to ? lte(events.date, query.to) : undefined,
    query.client ? eq(events.client, query.client) : undefined,
    query.project ? eq(events.project, query.project) : undefined,
    query.assignee ? arrayContains(events.assignees, [query.assignee]) : undefined,
    query.kind ? inArray(events.kind, query.kind) : undefined,
    query.status ? inArray(events.status, query.status) : undefined,
  ];
  const page = await listWire(db, def, companyId, {
    offset: query.offset,
    limit: query.limit,
    filters,
    order: [asc(events.date), asc(events.time), asc(events.id)],
  });
  return { res: true as const, pagination: page.pagination, content: page.content as EventRecord[] };
}

/**
 * What the user should know about a saved event (domain `eventWarnings`, the rule the app also runs on
 * its offline copy): people booked twice, an installation before the estimate is approved.
 */
export async function warningsFor(db: Db, companyId: number, event: EventRecord): Promise<EventWarning[]> {
  if (event.status === 'cancelled') return [];
  const others = event.time ? await dayBookings(db, companyId, event.date, event.assignees, event.id) : [];
  const needsEstimate = event.kind === 'montazh' && event.status === 'planned' && event.project > 0;
  const approved = needsEstimate ? await projectApproved(db, companyId, event.project) : true;
  const names = await staffNames(db, companyId, event.assignees);
  return eventWarnings(event, {
    others,
    personName: (id) => names.get(id) ?? `Сотрудник №${id}`,
    projectApproved: approved,
  });
}

/** GET events/{id}: a live event of the company. */
export async function getEvent(db: Db, companyId: number, id: number): Promise<EventRecord> {
  return (await getWire(db, def, companyId, id)) as EventRecord;
}

async function answer(db: Db, companyId: number, content: Record<string, unknown>) {
  const event = content as EventRecord;
  return { res: true as const, content: event, warnings: await warningsFor(db, companyId, event) };
}

export async function createEvent(db: Db, who: Who, body: Record<string, unknown>) {
  return answer(db, who.companyId, await createRecord(db, def, who, body));
}

export async function updateEvent(db: Db, who: Who, id: number, fields: Record<string, unknown>) {
  return answer(db, who.companyId, await updateRecord(db, def, who, id, fields));
}

export function removeEvent(db: Db, who: Who, id: number) {
  return removeRecord(db, def, who, id);
}
