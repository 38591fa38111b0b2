import { and, arrayOverlaps, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { events, smety } from '../../db/schema/index.js';

/** The company's other live, not cancelled events of a day that book any of these people. */
export async function dayBookings(tx: Tx, companyId: number, day: string, people: number[], except: number) {
  if (people.length === 0) return [];
  return tx
    .select({
      id: events.id,
      date: events.date,
      time: events.time,
      duration: events.duration,
      assignees: events.assignees,
      status: events.status,
    })
    .from(events)
    .where(
      and(
        eq(events.company_id, companyId),
        eq(events.date, day),
        isNull(events.deleted_at),
        ne(events.status, 'cancelled'),
        ne(events.id, except),
        arrayOverlaps(events.assignees, people),
      ),
    );
}

/** Whether the project has a live client estimate marked approved. */
export async function projectApproved(tx: Tx, companyId: number, projectId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: smety.id })
    .from(smety)
    .where(
      and(
        eq(smety.company_id, companyId),
        eq(smety.projectid, projectId),
        eq(smety.approved, 1),
        isNull(smety.deleted_at),
      ),
    )
    .limit(1);
  return row !== undefined;
}
