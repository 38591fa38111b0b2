import { type EventKind, eventKinds } from '@glad/contracts';
import { useSearchParams } from 'react-router';

/** The calendar's filter: one person and some kinds; none of either means everyone, every kind. */
export interface CalendarFilter {
  person: number | undefined;
  kinds: EventKind[];
}

/**
 * The filter kept in the address (`?person=7&kind=zamer,montazh`), so it stays when the view changes and
 * a link shows the same calendar.
 */
export function useCalendarFilter() {
  const [params, setParams] = useSearchParams();
  const person = Number(params.get('person')) || undefined;
  const kinds = (params.get('kind') ?? '')
    .split(',')
    .filter((k): k is EventKind => (eventKinds as readonly string[]).includes(k));
  const setFilter = (next: CalendarFilter) => {
    const out = new URLSearchParams(params);
    if (next.person) out.set('person', String(next.person));
    else out.delete('person');
    if (next.kinds.length) out.set('kind', next.kinds.join(','));
    else out.delete('kind');
    setParams(out, { replace: true });
  };
  return { filter: { person, kinds } satisfies CalendarFilter, setFilter };
}

/** The kinds as the offline copy's filter takes them: none chosen is every kind. */
export function kindsOf(filter: CalendarFilter): EventKind[] | undefined {
  return filter.kinds.length ? filter.kinds : undefined;
}
