import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { IconPlayerPlay } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { fetchDemoLogin } from './api';

/** The demo account box of the login page, shown while the server still offers it (issue 2 §1). */
export function DemoCredentials({ onFill }: { onFill: (email: string, password: string) => void }) {
  const { data: demo } = useQuery({ queryKey: ['demo-login'], queryFn: fetchDemoLogin, retry: false });
  if (!demo) return null;
  return (
    <Alert color="blue" variant="light" title="Демо-доступ" aria-label="Демо-доступ">
      <Stack gap="xs">
        <Text size="sm">
          Почта: <b>{demo.email}</b>
          <br />
          Пароль: <b>{demo.password}</b>
        </Text>
        <Group>
          <Button
            size="sm"
            variant="light"
            mih={44}
            leftSection={<IconPlayerPlay size={16} aria-hidden />}
            onClick={() => onFill(demo.email, demo.password)}
          >
            Заполнить демо-данные
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
