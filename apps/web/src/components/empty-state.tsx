import { Group, List, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export interface EmptyStateProps {
  icon: ReactNode;
  /** What is missing, said plainly: «Клиентов пока нет». */
  title: string;
  /** What this place will hold once there is something. */
  description: ReactNode;
  /** The things it will list or let the user do, as short lines. */
  features?: string[];
  /** Only actions that work now: links to places that exist, real buttons. */
  actions?: ReactNode;
  /** Heading level inside the page (2 under the page title, 3 inside a section). */
  order?: 2 | 3;
}

/** A real empty state: what this place holds, why it is empty and where to go from here. */
export function EmptyState({ icon, title, description, features, actions, order = 2 }: EmptyStateProps) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
      <Stack align="center" gap="sm">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          {icon}
        </ThemeIcon>
        <Title order={order} size="h3" ta="center">
          {title}
        </Title>
        <Text ta="center" maw={560} c="dimmed">
          {description}
        </Text>
        {features && features.length > 0 && (
          <List spacing={4} size="sm" maw={560} w="100%">
            {features.map((f) => (
              <List.Item key={f}>{f}</List.Item>
            ))}
          </List>
        )}
        {actions && (
          <Group justify="center" gap="sm" mt="xs">
            {actions}
          </Group>
        )}
      </Stack>
    </Paper>
  );
}
