import { formatCount } from '@glad/domain';
import { Stack, Text } from '@mantine/core';
import { FirstRows } from '../../../components/first-rows';
import { LoadingState } from '../../../components/loading-state';
import type { ClientRow as Client, FirstRows as FirstScreen } from '../../../lib/offline-db';
import { clientPlural } from '../../../lib/record-nouns';
import { ClientRow } from './client-row';

/** A client row's guessed height (px) before it is measured. */
export const CLIENT_ROW_SIZE = 84;

export interface ClientsCountProps {
  query: string;
  found: number;
  total: number;
  /** every match is read */
  complete: boolean;
}

/** «Всего 10 000 клиентов», or what a search found so far. */
export function ClientsCount({ query, found, total, complete }: ClientsCountProps) {
  const words = query.trim();
  let text = `Всего ${formatCount(total, clientPlural)}`;
  if (words && !complete) text = `Уже найдено: ${formatCount(found, clientPlural)}, ищем дальше…`;
  else if (words && found > 0)
    text = `Найдено: ${formatCount(found, clientPlural)} (всего ${formatCount(total, clientPlural)})`;
  else if (words) text = `По запросу «${words}» никого не нашли`;
  return (
    <Text size="sm" c="dimmed" aria-live="polite">
      {text}
    </Text>
  );
}

const deleteLater = (client: Client) =>
  void import('../delete-client').then((m) => m.deleteClientWithUndo(client));

/**
 * The list's first rows, read before the page rendered, while the live list's code loads (decision 0063):
 * drawn as it draws them, so nothing moves when it takes over. Without them (a new device, a failed
 * read), the loading state the live list starts with.
 */
export function ClientsFirstRows({
  firstScreen,
  onEdit,
}: {
  firstScreen: FirstScreen<Client> | null;
  onEdit: (client: Client) => void;
}) {
  if (!firstScreen || firstScreen.total === 0) return <LoadingState />;
  return (
    <Stack gap="xs">
      <ClientsCount query="" found={firstScreen.rows.length} total={firstScreen.total} complete={false} />
      <FirstRows
        label="Клиенты"
        items={firstScreen.rows}
        total={firstScreen.total}
        getKey={(c) => c.id}
        renderItem={(client) => <ClientRow client={client} onEdit={onEdit} onDelete={deleteLater} />}
        estimateSize={CLIENT_ROW_SIZE}
      />
    </Stack>
  );
}
