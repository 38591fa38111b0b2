import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ReportsEmpty } from '../../features/reports/components/reports-empty';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Отчёты" description="Выручка, прибыль и работа сотрудников за период." />
      <ReportsEmpty />
    </Stack>
  );
}
