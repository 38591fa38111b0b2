import { SegmentedControl, Stack, useMatches } from '@mantine/core';
import { Outlet, useLocation, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { calendarViewOf, calendarViews } from '../../features/calendar/components/calendar-views';

export function Component() {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  // Four labels fit a 360 px phone only at the smallest type; the padding keeps 44 px touch targets.
  const size = useMatches({ base: 'xs', xs: 'sm' });
  return (
    <Stack gap="lg">
      <PageHeader title="Календарь" description="Замеры, монтажи и встречи компании." />
      <SegmentedControl
        aria-label="Вид календаря"
        data={calendarViews.map((v) => ({ value: v.value, label: v.label }))}
        value={calendarViewOf(pathname)}
        onChange={(value) => navigate(`/calendar/${value}/${search}`)}
        fullWidth
        size={size}
        styles={{ label: { paddingInline: 4, paddingBlock: 10 } }}
      />
      <Outlet />
    </Stack>
  );
}
