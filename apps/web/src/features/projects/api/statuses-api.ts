import { type Status, statusesAnswer } from '@glad/contracts';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { readStored, writeStored } from '../../../lib/stored-query';

export interface Statuses {
  work: Status[];
  payment: Status[];
}

const stored = statusesAnswer.pick({ work: true, payment: true });
const STORE = 'statuses';

/** GET /api/statuses/: the company's work and payment statuses; the last answer is kept for offline use. */
export function useStatuses() {
  return useQuery({
    queryKey: ['statuses'],
    queryFn: async ({ signal }): Promise<Statuses> => {
      const { work, payment } = statusesAnswer.parse(await api('/api/statuses/', { signal }));
      writeStored(STORE, { work, payment });
      return { work, payment };
    },
    // read from the device once, when the query is made, not at every render of a list that uses it
    initialData: () => readStored(STORE, (v) => stored.parse(v)),
    // the stored copy is shown at once and refreshed from the server
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

export const statusById = (statuses: Statuses | undefined) =>
  new Map([...(statuses?.work ?? []), ...(statuses?.payment ?? [])].map((s) => [s.id, s]));

export type { Status };
