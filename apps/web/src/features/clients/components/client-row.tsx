import { ActionIcon, Anchor, Group, Menu, Stack, Text } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import { memo } from 'react';
import { Link } from 'react-router';
import { MessageMenuItems } from '../../../components/message-links';
import { PhoneLink } from '../../../components/phone-link';
import type { ClientRow as Client } from '../../../lib/offline-db';

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
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Действия: ${title}`}>
            <IconDots size={20} aria-hidden />
          </ActionIcon>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={() => onEdit(client)}>
            Изменить
          </Menu.Item>
          <MessageMenuItems phone={client.phone} />
          <Menu.Item
            color="red"
            leftSection={<IconTrash size={16} aria-hidden />}
            onClick={() => onDelete(client)}
          >
            Удалить
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
    </Group>
  );
});
