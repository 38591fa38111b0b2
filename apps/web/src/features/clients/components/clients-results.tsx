import { Stack } from '@mantine/core';
import { useCallback } from 'react';
import { DataBoundary } from '../../../components/data-boundary';
import { LoadingState } from '../../../components/loading-state';
import { VirtualList } from '../../../components/virtual-list';
import {
  type ClientRow as Client,
  type FirstRows,
  useClientsList,
  useRecordCount,
} from '../../../lib/offline-db';
import { useFirstSyncPending } from '../../../lib/sync';
import { deleteClientWithUndo } from '../delete-client';
import { ClientRow } from './client-row';
import { ClientsEmpty } from './clients-empty';
import { CLIENT_ROW_SIZE, ClientsCount } from './clients-first-rows';

export interface ClientsResultsProps {
  query: string;
  firstScreen: FirstRows<Client> | null;
  onAdd: () => void;
  onEdit: (c: Client) => void;
}

/**
 * The clients matching the search, live from the offline copy, in a virtualized list; `firstScreen` until
 * the list's own reads answer. Its code (Dexie, the live queries) loads after the page's first rows.
 */
export default function ClientsResults(props: ClientsResultsProps) {
  return (
    <DataBoundary>
      <Results {...props} />
    </DataBoundary>
  );
}

function Results({ query, firstScreen, onAdd, onEdit }: ClientsResultsProps) {
  const read = useClientsList(query, firstScreen?.rows);
  const clients = read?.rows;
  const total = useRecordCount('clients', firstScreen?.total);
  const onDelete = useCallback((c: Client) => void deleteClientWithUndo(c), []);
  const renderItem = useCallback(
    (client: Client) => <ClientRow client={client} onEdit={onEdit} onDelete={onDelete} />,
    [onEdit, onDelete],
  );
  // a new device's copy is empty until its first sync: not «no clients» yet
  const filling = useFirstSyncPending() && total === 0;
  if (clients === undefined || total === undefined || filling) return <LoadingState />;
  if (total === 0) return <ClientsEmpty onAdd={onAdd} />;
  return (
    <Stack gap="xs">
      <ClientsCount query={query} found={clients.length} total={total} complete={read?.complete ?? false} />
      {clients.length > 0 && (
        <VirtualList
          label="Клиенты"
          items={clients}
          getKey={(c) => c.id}
          renderItem={renderItem}
          estimateSize={CLIENT_ROW_SIZE}
        />
      )}
    </Stack>
  );
}
