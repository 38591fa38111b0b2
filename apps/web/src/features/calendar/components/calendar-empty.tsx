import { formatDate } from '@glad/domain';
import { Button } from '@mantine/core';
import { IconCalendarEvent } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';
import type { CalendarView } from './calendar-views';

const monthName = new Intl.DateTimeFormat('ru-RU', { month: 'long', year: 'numeric' });

/** Monday to Sunday of the week that holds `day`. */
function weekOf(day: Date): [Date, Date] {
  const start = new Date(day.getFullYear(), day.getMonth(), day.getDate());
  start.setDate(start.getDate() - ((start.getDay() + 6) % 7));
  const end = new Date(start);
  end.setDate(start.getDate() + 6);
  return [start, end];
}

function texts(view: CalendarView, today: Date): { title: string; description: string } {
  switch (view) {
    case 'expired':
      return {
        title: 'Просроченных событий нет',
        description:
          'Здесь будут прошедшие замеры и монтажи, которые так и не отмечены выполненными, — чтобы ни один не потерялся.',
      };
    case 'week': {
      const [start, end] = weekOf(today);
      return {
        title: 'На этой неделе событий нет',
        description: `Неделя с ${formatDate(start)} по ${formatDate(end)}: здесь будут замеры, монтажи и встречи по дням и часам.`,
      };
    }
    case 'month':
      return {
        title: 'В этом месяце событий нет',
        description: `${capitalize(monthName.format(today))}: здесь будет сетка месяца с замерами, монтажами и встречами.`,
      };
    default:
      return {
        title: 'Предстоящих событий нет',
        description: `С сегодняшнего дня (${formatDate(today)}) здесь будут замеры, монтажи и встречи по порядку: время, клиент, объект и адрес.`,
      };
  }
}

function capitalize(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

/** One calendar view with no events in it. */
export function CalendarEmpty({ view, today = new Date() }: { view: CalendarView; today?: Date }) {
  const { title, description } = texts(view, today);
  return (
    <EmptyState
      icon={<IconCalendarEvent size={30} />}
      title={title}
      description={description}
      actions={
        <>
          <Button component={Link} to="/projects/" variant="light">
            Объекты
          </Button>
          <Button component={Link} to="/clients/" variant="default">
            Клиенты
          </Button>
        </>
      }
    />
  );
}
