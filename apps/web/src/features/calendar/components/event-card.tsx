import { eventKindLabels, eventStatusLabels, formatPhone, phoneLinks } from '@glad/contracts';
import { clockText, eventSpan } from '@glad/domain';
import { Anchor, Badge, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconCheck, IconMapPin, IconPhone } from '@tabler/icons-react';
import { Link } from 'react-router';
import type { ClientRow, EventRow, ProjectRow } from '../../../lib/offline-db';
import { type StaffMember, staffName } from '../../../lib/staff';
import { eventKindLooks, personColor } from '../lib/event-looks';

/** «10:00–11:30», or «Весь день» for an event without a start. */
export function timeText(event: Pick<EventRow, 'time' | 'duration'>): string {
  const span = eventSpan(event);
  return span ? `${clockText(span.start)}–${clockText(span.end)}` : 'Весь день';
}

/** A Yandex Maps search for an address: opens the map application on a phone. */
export function mapLink(address: string): string {
  return `https://yandex.ru/maps/?text=${encodeURIComponent(address)}`;
}

export interface EventCardProps {
  event: EventRow;
  client?: ClientRow;
  project?: ProjectRow;
  staff: readonly StaffMember[] | undefined;
  onOpen: (event: EventRow) => void;
  onDone: (event: EventRow) => void;
  /** «Перенести»: the past event's form, to give it a new day */
  onMove?: (event: EventRow) => void;
}

/** One event in a list: when, what, where (a map link), whom to call (tel:), who goes, and its actions. */
export function EventCard({ event, client, project, staff, onOpen, onDone, onMove }: EventCardProps) {
  const kind = eventKindLabels[event.kind];
  const call = phoneLinks(client?.phone)?.call;
  const title = `${timeText(event)}, ${kind.toLowerCase()}${client?.name.trim() ? ` — ${client.name.trim()}` : ''}`;
  return (
    <Paper component="li" withBorder radius="md" p="sm" aria-label={title}>
      <Stack gap={6}>
        <Group gap="xs" wrap="wrap" justify="space-between">
          <Group gap="xs" wrap="wrap">
            <Text fw={700} size="sm">
              {timeText(event)}
            </Text>
            <Badge
              variant="dot"
              color={eventKindLooks[event.kind].color}
              tt="none"
              leftSection={eventKindLooks[event.kind].icon(12)}
            >
              {kind}
            </Badge>
            {event.status !== 'planned' && (
              <Badge variant="outline" color="gray" tt="none">
                {eventStatusLabels[event.status]}
              </Badge>
            )}
          </Group>
          <Anchor component="button" type="button" size="sm" onClick={() => onOpen(event)}>
            Открыть
          </Anchor>
        </Group>
        {(client || project) && (
          <Group gap="xs" wrap="wrap">
            {client && (
              <Anchor component={Link} to={`/clients/${client.id}`} size="sm" fw={600}>
                {client.name.trim() || `Клиент №${client.id}`}
              </Anchor>
            )}
            {project && (
              <Anchor component={Link} to={`/projects/${project.id}`} size="sm">
                {project.name.trim() || `Объект №${project.id}`}
              </Anchor>
            )}
          </Group>
        )}
        {event.adresa && <Text size="sm">{event.adresa}</Text>}
        {event.assignees.length > 0 && (
          <Group gap={6} wrap="wrap">
            {event.assignees.map((id) => (
              <Badge key={id} variant="dot" color={personColor(id)} tt="none" size="sm">
                {staffName(staff, id)}
              </Badge>
            ))}
          </Group>
        )}
        {event.status === 'cancelled' && event.cancel_reason && (
          <Text size="sm" c="dimmed">
            Причина отмены: {event.cancel_reason}
          </Text>
        )}
        {event.note && (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
            {event.note}
          </Text>
        )}
        <Group gap="xs" wrap="wrap">
          {call && (
            <Button
              component="a"
              href={call}
              size="sm"
              variant="default"
              leftSection={<IconPhone size={16} />}
              aria-label={`Позвонить: ${formatPhone(client?.phone)}`}
            >
              Позвонить
            </Button>
          )}
          {event.adresa && (
            <Button
              component="a"
              href={mapLink(event.adresa)}
              target="_blank"
              rel="noopener noreferrer"
              size="sm"
              variant="default"
              leftSection={<IconMapPin size={16} />}
              aria-label={`На карте: ${event.adresa}`}
            >
              На карте
            </Button>
          )}
          {event.status === 'planned' && (
            <Button size="sm" leftSection={<IconCheck size={16} />} onClick={() => onDone(event)}>
              Выполнено
            </Button>
          )}
          {onMove && (
            <Button size="sm" variant="light" onClick={() => onMove(event)}>
              Перенести
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
}
