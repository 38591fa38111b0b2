import { Stack } from '@mantine/core';
import { PageHeader } from '../../components/page-header';
import { ProjectsList } from '../../features/projects/components/projects-list';

export function Component() {
  return (
    <Stack gap="lg">
      <PageHeader title="Объекты" description="Квартиры и дома клиентов с чертежами, сметами и статусами." />
      <ProjectsList />
    </Stack>
  );
}
