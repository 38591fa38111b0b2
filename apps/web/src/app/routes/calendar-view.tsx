import { useLocation } from 'react-router';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';
import { calendarViewOf } from '../../features/calendar/components/calendar-views';

export function Component() {
  const { pathname } = useLocation();
  return <CalendarScreen view={calendarViewOf(pathname)} />;
}
