import { Stack } from '@mantine/core';
import { useLoaderData } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { ClientsList } from '../../features/clients/components/clients-list';
import { type ClientsFirstScreen, clientsFirstScreen, FIRST_SCREEN } from '../../lib/offline-db';

/** How long the page waits for the offline copy before it renders without the first screen. */
const FIRST_SCREEN_WAIT_MS = 200;

/**
 * The list's first screen is read from the offline copy before the page renders, so the heading and the
 * first clients appear together, without a render of the loading state between them. A read that fails
 * or is slow (IndexedDB busy with a large sync write) is not waited for: the list's live queries show
 * the rows, or the error, as they would without it.
 */
export async function loader(): Promise<ClientsFirstScreen | null> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(resolve, FIRST_SCREEN_WAIT_MS, null);
  });
  try {
    return await Promise.race([clientsFirstScreen(FIRST_SCREEN).catch(() => null), late]);
  } finally {
    clearTimeout(timer);
  }
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
