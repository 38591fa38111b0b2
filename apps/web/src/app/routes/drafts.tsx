import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { DraftsList } from '../../features/drafts/components/drafts-list';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Чертежи" description="Помещения по замерам: контур, размеры и расчёт." />
      <DraftsList />
    </Stack>
  );
}
