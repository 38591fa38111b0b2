import { Stack } from '@mantine/core';
import { NoCompanyUsers, RegistrationsChart } from '../../features/admin';

export function Component() {
  return (
    <Stack gap="md">
      <RegistrationsChart />
      <NoCompanyUsers />
    </Stack>
  );
}
