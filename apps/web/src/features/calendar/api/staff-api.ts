import { employeesResponse } from '@glad/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';

/** Someone who can be booked for an event. */
export interface StaffMember {
  id: number;
  name: string;
}

const stored = z.array(z.object({ id: z.number().int(), name: z.string() }));
const STORE_KEY = 'glad.calendar.staff';

function readStored(): StaffMember[] | undefined {
  try {
    const raw = localStorage.getItem(STORE_KEY);
    return raw ? stored.parse(JSON.parse(raw)) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * GET /api/users/: the company's staff by name, for booking and filtering. The last answer is kept on the
 * device so an event can be booked offline with its people.
 */
export function useStaff() {
  return useQuery({
    queryKey: ['users', 'calendar-staff'],
    queryFn: async ({ signal }): Promise<StaffMember[]> => {
      const employees = employeesResponse.parse(await api('/api/users/', { signal }));
      const staff = employees
        .map((e) => ({ id: e.id, name: `${e.name} ${e.family}`.trim() || e.email }))
        .sort((a, b) => a.name.localeCompare(b.name, 'ru'));
      localStorage.setItem(STORE_KEY, JSON.stringify(staff));
      return staff;
    },
    initialData: readStored,
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/** A person's name from the staff list; «Сотрудник №7» when the list does not have them. */
export function staffName(staff: readonly StaffMember[] | undefined, id: number): string {
  return staff?.find((s) => s.id === id)?.name ?? `Сотрудник №${id}`;
}
