import type { EventRow } from './types';

/** An event as the offline copy holds it, for tests: a planned «другое» on 1 June 2026, all day, 60 min. */
export const eventRow = (fields: Partial<EventRow> = {}): EventRow => ({
  id: 1,
  _v: 1,
  date: '2026-06-01',
  time: '',
  duration: 60,
  client: 0,
  project: 0,
  adresa: '',
  kind: 'other',
  assignees: [],
  note: '',
  status: 'planned',
  cancel_reason: '',
  created_by: 1,
  created_at: 0,
  ...fields,
});
