import { Stack } from '@mantine/core';
import { CompaniesTable, NoCompanyUsers, PlatformStats, RegistrationsChart } from '../../features/admin';

export function Component() {
  return (
    <Stack gap="md">
      <PlatformStats />
      <RegistrationsChart />
      <CompaniesTable />
      <NoCompanyUsers />
    </Stack>
  );
}
