import { employeesResponse } from '@glad/contracts';
import { useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { api } from '../../../lib/api-client';
import { readStored, writeStored } from './stored-query';

/** Who can be a project's manager: the company's staff. */
export interface Manager {
  id: number;
  name: string;
}

const stored = z.array(z.object({ id: z.number().int(), name: z.string() }));
const STORE = 'employees';

/** GET /api/users/: the staff as managers, by name; the last answer is kept for offline use. */
export function useManagers() {
  return useQuery({
    queryKey: ['users', 'managers'],
    queryFn: async ({ signal }): Promise<Manager[]> => {
      const employees = employeesResponse.parse(await api('/api/users/', { signal }));
      const managers = employees.map((e) => ({
        id: e.id,
        name: `${e.name} ${e.family}`.trim() || e.email,
      }));
      writeStored(STORE, managers);
      return managers;
    },
    // read from the device once, when the query is made, not at every render of a list that uses it
    initialData: () => readStored(STORE, (v) => stored.parse(v)),
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}
