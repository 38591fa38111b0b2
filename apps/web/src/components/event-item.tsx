import { eventKindLabels } from '@glad/contracts';
import { formatDate } from '@glad/domain';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { memo } from 'react';
import { Link } from 'react-router';
import type { EventRow } from '../lib/offline-db';

const kindColor = { zamer: 'blue', montazh: 'teal', vstrecha: 'grape', other: 'gray' } as const;

export interface EventItemProps {
  event: EventRow;
  /** the client's name, when known on this device */
  clientName?: string;
  projectName?: string;
  /** show the date (lists over several days) */
  withDate?: boolean;
  /** leave the client out (the client's own card) */
  withClient?: boolean;
}

/**
 * One calendar event: when, what kind (замер, монтаж, другое), whose, and the note. Rendered again only when
 * its props change: a live list keeps the rows a re-read did not change (decision 0070).
 */
export const EventItem = memo(function EventItem({
  event,
  clientName,
  projectName,
  withDate = true,
  withClient = true,
}: EventItemProps) {
  const showClient = withClient && event.client > 0;
  const kind = eventKindLabels[event.kind] ?? eventKindLabels.other;
  return (
    <Stack gap={2}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600} size="sm">
          {withDate ? formatDate(event.date) : null}
          {withDate && event.time ? ', ' : null}
          {event.time || (withDate ? null : 'Весь день')}
        </Text>
        {/* a dot badge: the kind's colour on the dot, the text in the normal colour (AA on any colour) */}
        <Badge variant="dot" color={kindColor[event.kind] ?? 'gray'} tt="none">
          {kind}
        </Badge>
      </Group>
      {(showClient || projectName) && (
        <Group gap="xs" wrap="wrap">
          {showClient && (
            <Anchor component={Link} to={`/clients/${event.client}`} size="sm">
              {clientName?.trim() || `Клиент №${event.client}`}
            </Anchor>
          )}
          {projectName && (
            <Anchor component={Link} to={`/projects/${event.project}`} size="sm">
              {projectName}
            </Anchor>
          )}
        </Group>
      )}
      {event.note && (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {event.note}
        </Text>
      )}
    </Stack>
  );
});
