import { employeesResponse } from '@glad/contracts';
import { displayName } from '@glad/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from './api-client';
import { readStored, writeStored } from './stored-query';

/**
 * The company's staff by name: a project's manager, an event's people, the calendar's filters. One query
 * and one stored copy for every screen (they were three, one of them not kept per company).
 */

/** Someone of the company's staff: a project's manager, someone booked for an event. */
export interface StaffMember {
  id: number;
  name: string;
}

const stored = z.array(z.object({ id: z.number().int(), name: z.string() }));
/** docs/spec.md §3: the employees are kept in local storage, per company (lib/stored-query.ts). */
const STORE = 'employees';

/** GET /api/users/: the staff by name (Russian order); the last answer is kept for offline use. */
export function staffQuery() {
  return queryOptions({
    queryKey: ['users', 'staff'],
    queryFn: async ({ signal }): Promise<StaffMember[]> => {
      const employees = employeesResponse.parse(await api('/api/users/', { signal }));
      const staff = employees
        .map((e) => ({ id: e.id, name: displayName(e) }))
        .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
      writeStored(STORE, staff);
      return staff;
    },
    // read from the device once, when the query is made, not at every render of a list that uses it
    initialData: () => readStored(STORE, (v) => stored.parse(v)),
    // the stored copy is shown at once and refreshed from the server
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/** The staff by name, from the device's copy at once, then the server's (`staffQuery`). */
export function useStaffMembers() {
  return useQuery(staffQuery());
}

/** A person's name from the staff list; «Сотрудник №7» when the list does not have them. */
export function staffName(staff: readonly StaffMember[] | undefined, id: number): string {
  return staff?.find((s) => s.id === id)?.name ?? `Сотрудник №${id}`;
}
