import { Stack } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ClientsList } from '../../features/clients/components/clients-list';
import { readBeforeRender } from '../../lib/first-screen';
import { type ClientsFirstScreen, clientsFirstScreen, FIRST_SCREEN } from '../../lib/offline-db';

/** The list's first screen, read from the offline copy before the page renders (decision 0012). */
export function loader(): Promise<ClientsFirstScreen | null> {
  return readBeforeRender(() => clientsFirstScreen(FIRST_SCREEN));
}

export function Component() {
  const firstScreen = useLoaderData<typeof loader>();
  return (
    <Stack gap="lg">
      <PageHeader title="Клиенты" description="Люди и организации, для которых компания делает потолки." />
      <ClientsList firstScreen={firstScreen} />
    </Stack>
  );
}
