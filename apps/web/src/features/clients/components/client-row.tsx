import { ActionIcon, Anchor, Group, Stack, Text } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { PhoneLink } from '../../../components/phone-link';
import { loadOnce, useLoadOnPress } from '../../../lib/load-on-press';
import type { ClientRow as Client } from '../../../lib/offline-db';

const loadMenu = loadOnce(() => import('./client-row-menu'));

export const clientTitle = (client: Pick<Client, 'name' | 'id'>) =>
  client.name.trim() || `Клиент №${client.id}`;

export interface ClientRowProps {
  client: Client;
  onEdit: (client: Client) => void;
  onDelete: (client: Client) => void;
}

/** One client of the list: name (opens the card), address, a phone to call, and its actions. */
export const ClientRow = memo(function ClientRow({ client, onEdit, onDelete }: ClientRowProps) {
  const title = clientTitle(client);
  return (
    <Group
      justify="space-between"
      gap="xs"
      wrap="nowrap"
      py="xs"
      px={{ base: 0, sm: 'xs' }}
      style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
    >
      <Stack gap={0} style={{ minWidth: 0, flex: 1 }}>
        <Anchor component={Link} to={`/clients/${client.id}`} fw={600} c="inherit" truncate="end" mih={24}>
          {title}
        </Anchor>
        {client.adresa && (
          <Text size="sm" c="dimmed" truncate="end">
            {client.adresa}
          </Text>
        )}
        {client.phone && <PhoneLink phone={client.phone} who={title} size="sm" mih={32} />}
      </Stack>
      <RowActions client={client} title={title} onEdit={onEdit} onDelete={onDelete} />
    </Group>
  );
});

/** The row's «Действия» button; its menu's code comes on the first press (client-row-menu.tsx). */
function RowActions({ client, title, onEdit, onDelete }: ClientRowProps & { title: string }) {
  const menu = useLoadOnPress(loadMenu);
  const look = { variant: 'subtle', color: 'gray', size: 44, 'aria-label': `Действия: ${title}` } as const;
  const icon = <IconDots size={20} aria-hidden />;
  if (menu.module) {
    const { ClientRowMenu } = menu.module;
    return (
      <ClientRowMenu
        target={<ActionIcon {...look}>{icon}</ActionIcon>}
        phone={client.phone}
        onEdit={() => onEdit(client)}
        onDelete={() => onDelete(client)}
      />
    );
  }
  return (
    <ActionIcon
      {...look}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={menu.press}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
    >
      {icon}
    </ActionIcon>
  );
}
