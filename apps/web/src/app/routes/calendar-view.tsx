import { useLocation } from 'react-router';
import { CalendarEmpty } from '../../features/calendar/components/calendar-empty';
import { calendarViewOf } from '../../features/calendar/components/calendar-views';

export function Component() {
  const { pathname } = useLocation();
  return <CalendarEmpty view={calendarViewOf(pathname)} />;
}
