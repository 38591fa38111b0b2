import type { StaffMember } from '../../../lib/staff';

/** A person's row of the week's booked hours: minutes per day, in the days' order. */
export interface WeekHoursRow {
  userId: number;
  minutes: number[];
}

/**
 * Who is booked how long on each day of the week (from `bookedMinutes`), the people in the staff list's
 * order (by name) and those no longer in it after them; and who has nothing booked at all — the people a
 * manager can send. With a person chosen in the filter, only that person.
 */
export function weekHours(
  days: readonly string[],
  booked: ReadonlyMap<string, ReadonlyMap<number, number>>,
  staff: readonly StaffMember[] | undefined,
  person: number | undefined,
): { rows: WeekHoursRow[]; free: number[] } {
  const ids = new Set<number>();
  for (const day of days) for (const userId of booked.get(day)?.keys() ?? []) ids.add(userId);
  const known = (staff ?? []).map((s) => s.id);
  const order = [...known, ...[...ids].filter((id) => !known.includes(id)).sort((a, b) => a - b)];
  const rows: WeekHoursRow[] = [];
  const free: number[] = [];
  for (const userId of order) {
    if (person && userId !== person) continue;
    if (ids.has(userId)) rows.push({ userId, minutes: days.map((d) => booked.get(d)?.get(userId) ?? 0) });
    else free.push(userId);
  }
  return { rows, free };
}
