import { Anchor, Container, Group, Stack, Text } from '@mantine/core';
import { IconLayersSubtract } from '@tabler/icons-react';
import { Link, Outlet } from 'react-router';

/** Sign-in pages: the product's name above one card, in the middle of the width. */
export function Component() {
  return (
    // from the top, not centred: what a page adds once it has loaded (the demo accounts) moves nothing above it
    <Stack
      component="main"
      mih="100vh"
      justify="flex-start"
      pt={{ base: 'xl', sm: 64 }}
      pb="xl"
      id="main-content"
    >
      <Container size={440} w="100%" px="md">
        <Stack gap="lg">
          <Anchor
            component={Link}
            to="/login/"
            underline="never"
            c="inherit"
            mx="auto"
            aria-label="Гладь — на страницу входа"
          >
            <Group gap={8} wrap="nowrap">
              <IconLayersSubtract size={32} aria-hidden color="var(--mantine-primary-color-filled)" />
              <Text fw={700} fz={28}>
                Гладь
              </Text>
            </Group>
          </Anchor>
          <Outlet />
        </Stack>
      </Container>
    </Stack>
  );
}
