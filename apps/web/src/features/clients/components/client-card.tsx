import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMapPin, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { LostValuesNotice } from '../../../components/lost-values';
import { MessageLinks } from '../../../components/message-links';
import { PhoneLink } from '../../../components/phone-link';
import type { ClientRow } from '../../../lib/offline-db';
import { clientFieldLabels, clientValueText } from '../client-fields';
import { clientTitle } from './client-row';

export interface ClientCardProps {
  client: ClientRow;
  /** the client is only on the server yet: no edits until the offline copy has it */
  remoteOnly?: boolean;
  onEdit?: () => void;
  onDelete?: () => void;
  /** more actions (a new project) put by the page */
  extraActions?: ReactNode;
}

/** The client's heading, contacts and notes, with the actions on the client. */
export function ClientCard({ client, remoteOnly, onEdit, onDelete, extraActions }: ClientCardProps) {
  const title = clientTitle(client);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <Title order={1} size="h2" style={{ minWidth: 0, overflowWrap: 'anywhere', flex: '1 1 240px' }}>
          {title}
        </Title>
        {!remoteOnly && (
          <Group gap="xs">
            {extraActions}
            <Button variant="default" leftSection={<IconPencil size={18} aria-hidden />} onClick={onEdit}>
              Изменить
            </Button>
            <Button
              variant="subtle"
              color="red"
              leftSection={<IconTrash size={18} aria-hidden />}
              onClick={onDelete}
            >
              Удалить
            </Button>
          </Group>
        )}
      </Group>
      <LostValuesNotice
        scope={`clients:${client.id}`}
        lost={client._lost}
        labels={clientFieldLabels}
        formatValue={clientValueText}
      />
      <Paper withBorder radius="md" p="md" component="section" aria-labelledby="client-contacts">
        <Stack gap="xs">
          <Title order={2} size="h4" id="client-contacts">
            Контакты
          </Title>
          {client.phone ? (
            <>
              <PhoneLink phone={client.phone} who={title} strong />
              <MessageLinks phone={client.phone} who={title} />
            </>
          ) : (
            <Text c="dimmed">Телефон не указан</Text>
          )}
          <Group gap={6} wrap="nowrap" align="flex-start">
            <IconMapPin size={18} aria-hidden style={{ flexShrink: 0, marginTop: 2 }} />
            <Text c={client.adresa ? undefined : 'dimmed'}>{client.adresa || 'Адрес не указан'}</Text>
          </Group>
          {client.notes && (
            <>
              <Title order={3} size="h5" mt="xs">
                Заметки
              </Title>
              <Text style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{client.notes}</Text>
            </>
          )}
        </Stack>
      </Paper>
    </Stack>
  );
}
