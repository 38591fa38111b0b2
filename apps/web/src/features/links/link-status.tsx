import type { ClientLink } from '@glad/contracts';
import { formatDate, formatDateTime } from '@glad/domain';
import { Badge, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useRevokeLink } from './links-api';

const STATE: Record<ClientLink['state'], { label: string; color: string }> = {
  active: { label: 'Действует', color: 'blue' },
  accepted: { label: 'Согласовано', color: 'green' },
  expired: { label: 'Срок истёк', color: 'gray' },
  revoked: { label: 'Отозвана', color: 'gray' },
};

/** One link as the company sees it: просмотрено (first and last), согласовано or the client's comment. */
export function LinkStatus({ link }: { link: ClientLink }) {
  const revoke = useRevokeLink();
  const state = STATE[link.state];
  return (
    <Stack component="li" gap={2} py={4}>
      <Group gap="xs" wrap="wrap">
        <Text fw={600}>{link.title}</Text>
        <Badge color={state.color} variant="light" tt="none">
          {state.label}
        </Badge>
      </Group>
      <Text size="sm" c="dimmed">
        {link.firstViewedAt
          ? `Просмотрено: впервые ${formatDateTime(link.firstViewedAt)}, последний раз ${formatDateTime(link.lastViewedAt ?? link.firstViewedAt)}`
          : 'Клиент ещё не открывал'}
        {link.state === 'active' && ` · действует до ${formatDate(link.expiresAt)}`}
      </Text>
      {link.acceptedAt && (
        <Text size="sm" c="green.9">
          Согласовано: {link.acceptedName}, {formatDateTime(link.acceptedAt)}
        </Text>
      )}
      {link.comment && (
        <Text size="sm">
          Просьба клиента{link.commentedAt ? ` (${formatDateTime(link.commentedAt)})` : ''}: «{link.comment}»
        </Text>
      )}
      {link.state === 'active' && (
        <Group gap="xs">
          <Button
            size="xs"
            variant="subtle"
            color="red"
            loading={revoke.isPending}
            aria-label={`Отозвать ссылку: ${link.title}`}
            onClick={() =>
              revoke.mutate(link.id, {
                onError: (err) =>
                  notifications.show({ color: 'red', title: 'Ссылка не отозвана', message: err.message }),
              })
            }
          >
            Отозвать
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** A list of links with their statuses (nothing when there are none). */
export function LinkStatusList({ links }: { links: readonly ClientLink[] }) {
  if (links.length === 0) return null;
  return (
    <Stack gap={0} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {links.map((link) => (
        <LinkStatus key={link.id} link={link} />
      ))}
    </Stack>
  );
}
