import { Button, Group, Stack, TextInput } from '@mantine/core';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { lazy, Suspense, useDeferredValue, useState } from 'react';
import { AfterFirstPaint } from '../../../components/after-first-paint';
import type { ClientRow as Client, FirstRows } from '../../../lib/offline-db';
import { withPageStyles } from '../../../lib/page-styles';
import { useEditDialog } from '../../../lib/use-edit-dialog';
import { useOpenedOnce } from '../../../lib/use-opened-once';
import { ClientsFirstRows } from './clients-first-rows';

/**
 * The form's code (its schema, the phone input, the duplicate check) comes with the first «Добавить» or
 * «Изменить», not with the list's first paint (decision 0053), and with the rest of Mantine's styles,
 * which the list paints without (decision 0063).
 */
const loadForm = withPageStyles(() => import('./client-form-modal'));
const ClientFormModal = lazy(() => loadForm().then((m) => ({ default: m.ClientFormModal })));

/**
 * The live list's code (the offline copy's: Dexie, its queries) is asked for once the first rows are painted
 * (decision 0063): asking for it in the first render put ≈ 17 ms of links to its files before them.
 */
const ClientsResults = lazy(withPageStyles(() => import('./clients-results')));

/**
 * The company's clients from the offline copy: search, add, edit, delete with undo. `firstScreen`, read
 * before the page rendered, is shown until the list's own reads answer.
 */
export function ClientsList({ firstScreen = null }: { firstScreen?: FirstRows<Client> | null }) {
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
      <AfterFirstPaint fallback={<ClientsFirstRows firstScreen={firstScreen} onEdit={form.open} />}>
        <ClientsResults query={deferred} firstScreen={firstScreen} onAdd={form.openNew} onEdit={form.open} />
      </AfterFirstPaint>
      {formUsed && (
        <Suspense fallback={null}>
          <ClientFormModal opened={form.opened} onClose={form.close} client={form.editing} />
        </Suspense>
      )}
    </Stack>
  );
}
