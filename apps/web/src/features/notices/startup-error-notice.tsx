import { CloseButton, Group, Paper, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';

/** The centred red notice for a failed start-up user fetch, with the server's message (docs/spec.md §8). */
export function StartupErrorNotice({ message, onClose }: { message: string; onClose: () => void }) {
  return (
    <Paper
      role="alert"
      shadow="xl"
      radius="md"
      p="md"
      bg="red.9"
      c="white"
      pos="fixed"
      top="50%"
      left="50%"
      w="min(92vw, 440px)"
      style={{ zIndex: 9_000, transform: 'translate(-50%, -50%)' }}
    >
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <IconAlertTriangle size={24} aria-hidden style={{ flexShrink: 0 }} />
        <Text style={{ flex: 1 }} fw={500}>
          {message}
        </Text>
        <CloseButton
          aria-label="Закрыть"
          size="lg"
          variant="transparent"
          c="white"
          onClick={onClose}
          style={{ flexShrink: 0, minWidth: 44, minHeight: 44 }}
        />
      </Group>
    </Paper>
  );
}
