import { Button } from '@mantine/core';
import { IconChartBar } from '@tabler/icons-react';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/empty-state';

/** Reports with no projects to report on. */
export function ReportsEmpty() {
  return (
    <EmptyState
      icon={<IconChartBar size={30} />}
      title="Отчётам пока не из чего строиться"
      description="Отчёты считаются по объектам, сметам, оплатам и расходам: выручка и прибыль за период, работа менеджеров и монтажников, статусы объектов — в таблицах и на графиках."
      actions={
        <>
          <Button component={Link} to="/projects/" variant="light">
            Объекты
          </Button>
          <Button component={Link} to="/calc/rashod/" variant="default">
            Расходы
          </Button>
        </>
      }
    />
  );
}
