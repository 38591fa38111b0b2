import { formatDate } from '@glad/domain';
import { Button } from '@mantine/core';
import { IconBuildingCommunity, IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** Today's events before the calendar has any. */
export function TodayEventsEmpty({ today = new Date() }: { today?: Date }) {
  return (
    <EmptyState
      order={3}
      icon={<IconCalendarEvent size={30} />}
      title="На сегодня событий нет"
      description={`Здесь будут замеры, монтажи и встречи на ${formatDate(today)}: время, клиент и адрес.`}
      actions={
        <Button component={Link} to="/calendar/" variant="light">
          Открыть календарь
        </Button>
      }
    />
  );
}

/** Recent projects before there are any. */
export function RecentProjectsEmpty() {
  return (
    <EmptyState
      order={3}
      icon={<IconBuildingCommunity size={30} />}
      title="Объектов пока нет"
      description="Здесь будут объекты, с которыми работали последними: клиент, адрес, число чертежей и статус."
      actions={
        <Button component={Link} to="/projects/" variant="light">
          Все объекты
        </Button>
      }
    />
  );
}
