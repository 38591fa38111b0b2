import { type SupportThread, supportStatusLabels } from '@glad/contracts';
import { formatCount, formatDateTime } from '@glad/domain';
import { Badge, Group, Stack, Text, UnstyledButton } from '@mantine/core';

const MESSAGES = ['сообщение', 'сообщения', 'сообщений'] as const;

/** Threads as a list of buttons; the chosen one is marked. `showAuthor` for the admins' inbox. */
export function ThreadList({
  threads,
  selected,
  onSelect,
  showAuthor = false,
}: {
  threads: SupportThread[];
  selected: number | null;
  onSelect: (id: number) => void;
  showAuthor?: boolean;
}) {
  return (
    <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
      {threads.map((t) => (
        <li key={t.id}>
          <UnstyledButton
            onClick={() => onSelect(t.id)}
            aria-current={selected === t.id ? 'true' : undefined}
            w="100%"
            p="sm"
            mih={44}
            style={{
              borderRadius: 'var(--mantine-radius-md)',
              border: '1px solid var(--mantine-color-default-border)',
              background: selected === t.id ? 'var(--mantine-color-blue-light)' : undefined,
            }}
          >
            <Group justify="space-between" gap="xs" wrap="nowrap" align="flex-start">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {t.subject}
              </Text>
              <Badge
                color={t.status === 'open' ? 'orange' : 'green'}
                variant="light"
                style={{ flexShrink: 0 }}
              >
                {supportStatusLabels[t.status]}
              </Badge>
            </Group>
            <Text size="xs" c="dimmed">
              {showAuthor && `${t.email}${t.companyName ? `, ${t.companyName}` : ''} · `}
              {formatCount(t.messages, MESSAGES)} · {formatDateTime(t.updatedAt)}
            </Text>
          </UnstyledButton>
        </li>
      ))}
    </Stack>
  );
}
