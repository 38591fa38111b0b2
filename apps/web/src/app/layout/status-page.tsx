import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconHome } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTitleOverride } from './document-title';

export interface StatusPageProps {
  icon: ReactNode;
  title: string;
  text: ReactNode;
  /** Link home; a page outside the shell may offer another way out instead. */
  action?: ReactNode;
}

/** A whole-page answer instead of content: not found, access denied, an error. */
export function StatusPage({ icon, title, text, action }: StatusPageProps) {
  useTitleOverride(title);
  return (
    <Stack align="center" gap="md" py={{ base: 'xl', sm: 60 }} px="md" maw={520} mx="auto">
      <ThemeIcon size={72} radius="xl" variant="light" aria-hidden>
        {icon}
      </ThemeIcon>
      <Title order={1} size="h2" ta="center">
        {title}
      </Title>
      <Text c="dimmed" ta="center">
        {text}
      </Text>
      {action ?? (
        <Button component={Link} to="/" leftSection={<IconHome size={18} aria-hidden />} size="md">
          На главную
        </Button>
      )}
    </Stack>
  );
}
