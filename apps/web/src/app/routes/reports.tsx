import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ReportsPage } from '../../features/reports/components/reports-page';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Отчёты" description="Выручка, прибыль и работа сотрудников за период." />
      <ReportsPage />
    </Stack>
  );
}
