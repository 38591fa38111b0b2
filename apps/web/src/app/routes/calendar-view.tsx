import { useLocation } from 'react-router';
import { CalendarScreen } from '../../features/calendar/components/calendar-screen';
import { calendarViewOf } from '../../features/calendar/components/calendar-views';
import { canEditCompany } from '../../features/company/permissions';
import { useCurrentUser } from '../../features/session';

export function Component() {
  const { pathname } = useLocation();
  const user = useCurrentUser();
  return <CalendarScreen view={calendarViewOf(pathname)} canSetReminders={canEditCompany(user)} />;
}
