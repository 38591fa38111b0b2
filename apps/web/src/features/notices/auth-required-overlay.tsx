import { Box, Stack, Text } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { AUTH_REQUIRED_MESSAGE } from './messages';

/** The red full-screen notice shown before the app goes to /login/ (docs/spec.md §2). */
export function AuthRequiredOverlay() {
  return (
    <Box
      role="alert"
      aria-live="assertive"
      pos="fixed"
      inset={0}
      bg="red.9"
      c="white"
      p="xl"
      style={{ zIndex: 10_000, display: 'flex', alignItems: 'center', justifyContent: 'center' }}
    >
      <Stack align="center" gap="md" maw={560}>
        <IconLock size={48} aria-hidden />
        <Text fz={{ base: 'lg', sm: 'xl' }} fw={600} ta="center">
          {AUTH_REQUIRED_MESSAGE}
        </Text>
      </Stack>
    </Box>
  );
}
