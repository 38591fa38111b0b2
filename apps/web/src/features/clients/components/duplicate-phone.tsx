import { Alert, Button, Text } from '@mantine/core';
import { useDeferredValue } from 'react';
import { clientsWithPhone, useLiveRecords } from '../../../lib/offline-db';

/**
 * A new client whose phone another client already has: says who, and offers to open that client instead
 * of making a second one. Reads the offline copy, so it works with no network.
 */
export function DuplicatePhone({ phone, onOpen }: { phone: string; onOpen: (id: number) => void }) {
  const typed = useDeferredValue(phone);
  const same = useLiveRecords(() => clientsWithPhone(typed), [typed]);
  const first = same?.[0];
  if (!first) return null;
  const name = first.name.trim() || `Клиент №${first.id}`;
  return (
    <Alert
      color="yellow"
      variant="light"
      title="Этот телефон уже есть"
      aria-live="polite"
      // the title in the text colour: yellow on light yellow is too faint to read (WCAG AA)
      styles={{ title: { color: 'var(--mantine-color-text)' } }}
    >
      <Text size="sm">
        Номер записан у клиента «{name}»{same.length > 1 ? ` и ещё у ${same.length - 1}` : ''}. Возможно, это
        он.
      </Text>
      <Button
        mt="xs"
        size="xs"
        variant="light"
        color="yellow"
        c="var(--mantine-color-text)"
        onClick={() => onOpen(first.id)}
      >
        Открыть клиента «{name}»
      </Button>
    </Alert>
  );
}
