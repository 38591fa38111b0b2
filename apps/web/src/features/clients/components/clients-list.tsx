import { formatCount } from '@glad/domain';
import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useCallback, useDeferredValue, useState } from 'react';
import { DataBoundary } from '../../../components/data-boundary';
import { LoadingState } from '../../../components/loading-state';
import { removeWithUndo } from '../../../components/undo-notice';
import { VirtualList } from '../../../components/virtual-list';
import {
  type ClientRow as Client,
  type ClientsFirstScreen,
  useClientsList,
  useRecordCount,
} from '../../../lib/offline-db';
import { useFirstSyncPending } from '../../../lib/sync';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { clientPlural } from '../client-fields';
import { ClientRow, clientTitle } from './client-row';
import { ClientsEmpty } from './clients-empty';

/**
 * The form's code (its schema, the phone input, the duplicate check) comes with the first «Добавить» or
 * «Изменить», not with the list's first paint (decision 0053).
 */
const ClientFormModal = lazy(() =>
  import('./client-form-modal').then((m) => ({ default: m.ClientFormModal })),
);

/** Deletes a client (to the trash) with «Отменить» in the notification. */
export function deleteClientWithUndo(client: Pick<Client, 'id' | 'name'>) {
  return removeWithUndo([{ table: 'clients', id: client.id }], `Клиент «${clientTitle(client)}» удалён`);
}

function Results({
  query,
  firstScreen,
  onAdd,
  onEdit,
}: {
  query: string;
  firstScreen: ClientsFirstScreen | null;
  onAdd: () => void;
  onEdit: (c: Client) => void;
}) {
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
      <Text size="sm" c="dimmed" aria-live="polite">
        {query.trim()
          ? !read?.complete
            ? `Уже найдено: ${formatCount(clients.length, clientPlural)}, ищем дальше…`
            : clients.length > 0
              ? `Найдено: ${formatCount(clients.length, clientPlural)} (всего ${formatCount(total, clientPlural)})`
              : `По запросу «${query.trim()}» никого не нашли`
          : `Всего ${formatCount(total, clientPlural)}`}
      </Text>
      {clients.length > 0 && (
        <VirtualList
          label="Клиенты"
          items={clients}
          getKey={(c) => c.id}
          renderItem={renderItem}
          estimateSize={84}
        />
      )}
    </Stack>
  );
}

/**
 * The company's clients from the offline copy: search, add, edit, delete with undo. `firstScreen`, read
 * before the page rendered, is shown until the list's own reads answer.
 */
export function ClientsList({ firstScreen = null }: { firstScreen?: ClientsFirstScreen | null }) {
  const [query, setQuery] = useState('');
  const deferred = useDeferredValue(query);
  const form = useEditDialog<Client>();
  const formUsed = useOpenedOnce(form.opened);

  return (
    <Stack gap="md">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <TextInput
          type="search"
          label="Поиск клиентов"
          placeholder="Имя, адрес, телефон или заметка"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={query}
          onChange={(e) => setQuery(e.currentTarget.value)}
          style={{ flex: '1 1 240px' }}
        />
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={form.openNew}>
          Добавить клиента
        </Button>
      </Group>
      <DataBoundary>
        <Results query={deferred} firstScreen={firstScreen} onAdd={form.openNew} onEdit={form.open} />
      </DataBoundary>
      {formUsed && (
        <Suspense fallback={null}>
          <ClientFormModal opened={form.opened} onClose={form.close} client={form.editing} />
        </Suspense>
      )}
    </Stack>
  );
}
