import { Stack } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ClientsList } from '../../features/clients/components/clients-list';
import { readBeforeRender } from '../../lib/first-screen';
import type { ClientRow, FirstRows } from '../../lib/offline-db';
import { FIRST_SCREEN, readFirstRows } from '../../lib/offline-db/first-read';

/**
 * The list's first screen, read from the offline copy before the page renders (decision 0012), with
 * IndexedDB itself: the offline copy's code comes after the first rows (decision 0063).
 */
export function loader(): Promise<FirstRows<ClientRow> | null> {
  return readBeforeRender(() => readFirstRows<ClientRow>('clients', '_name', FIRST_SCREEN));
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
