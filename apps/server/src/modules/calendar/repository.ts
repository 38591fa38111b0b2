import { and, arrayContains, asc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { calendarFeeds, calendarSettings, clients, events, projects, users } from '../../db/schema/index.js';

/** A live user as the feed and the reminders need them. */
export async function liveUser(tx: Tx, userId: number) {
  const [row] = await tx
    .select({ id: users.id, companyId: users.companyId, name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  return row;
}

/** The user's feed generation (0 until the first revocation). */
export async function feedGeneration(tx: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await tx
    .select({ generation: calendarFeeds.generation })
    .from(calendarFeeds)
    .where(and(eq(calendarFeeds.companyId, companyId), eq(calendarFeeds.userId, userId)));
  return row?.generation ?? 0;
}

/** Raises the user's feed generation: the old address stops working. Answers the new one. */
export async function raiseFeedGeneration(tx: Tx, companyId: number, userId: number): Promise<number> {
  const [row] = await tx
    .insert(calendarFeeds)
    .values({ companyId, userId, generation: 1 })
    .onConflictDoUpdate({
      target: [calendarFeeds.companyId, calendarFeeds.userId],
      set: { generation: sql`${calendarFeeds.generation} + 1`, updatedAt: sql`now()` },
    })
    .returning({ generation: calendarFeeds.generation });
  return row!.generation;
}

/** The company's reminder hour: its own, the default without a row, null when turned off. */
export async function reminderHour(tx: Tx, companyId: number, fallback: number): Promise<number | null> {
  const [row] = await tx
    .select({ hour: calendarSettings.reminderHour })
    .from(calendarSettings)
    .where(eq(calendarSettings.companyId, companyId));
  return row ? row.hour : fallback;
}

export async function saveReminderHour(tx: Tx, companyId: number, hour: number | null) {
  await tx
    .insert(calendarSettings)
    .values({ companyId, reminderHour: hour })
    .onConflictDoUpdate({
      target: calendarSettings.companyId,
      set: { reminderHour: hour, updatedAt: sql`now()` },
    });
}

export interface EventSelection {
  /** events this user is assigned to */
  userId?: number;
  /** from this day on */
  from?: string;
  /** on this day only */
  day?: string;
  id?: number;
  statuses?: ('planned' | 'done' | 'cancelled')[];
}

/** Live events of the company with their client's name and phone and their project's name. */
export async function eventsWithNames(tx: Tx, companyId: number, sel: EventSelection) {
  return tx
    .select({
      event: events,
      clientName: sql<string>`coalesce(${clients.name}, '')`,
      clientPhone: sql<string>`coalesce(${clients.phone}, '')`,
      projectName: sql<string>`coalesce(${projects.name}, '')`,
    })
    .from(events)
    .leftJoin(
      clients,
      and(
        eq(clients.company_id, events.company_id),
        eq(clients.id, events.client),
        isNull(clients.deleted_at),
      ),
    )
    .leftJoin(
      projects,
      and(
        eq(projects.company_id, events.company_id),
        eq(projects.id, events.project),
        isNull(projects.deleted_at),
      ),
    )
    .where(
      and(
        eq(events.company_id, companyId),
        isNull(events.deleted_at),
        sel.userId !== undefined ? arrayContains(events.assignees, [sel.userId]) : undefined,
        sel.from !== undefined ? gte(events.date, sel.from) : undefined,
        sel.day !== undefined ? eq(events.date, sel.day) : undefined,
        sel.id !== undefined ? eq(events.id, sel.id) : undefined,
        sel.statuses ? inArray(events.status, sel.statuses) : undefined,
      ),
    )
    .orderBy(asc(events.date), asc(events.time), asc(events.id));
}

export type EventWithNames = Awaited<ReturnType<typeof eventsWithNames>>[number];
