import { Stack } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ClientsList } from '../../features/clients/components/clients-list';
import type { clientsLoader } from './clients-loader';

export function Component() {
  const firstScreen = useLoaderData<typeof clientsLoader>();
  return (
    <Stack gap="lg">
      <PageHeader title="Клиенты" description="Люди и организации, для которых компания делает потолки." />
      <ClientsList firstScreen={firstScreen} />
    </Stack>
  );
}
