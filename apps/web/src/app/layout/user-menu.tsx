import {
  Avatar,
  Group,
  Menu,
  Skeleton,
  Text,
  UnstyledButton,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { IconChevronDown, IconDeviceMobile, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useInstallPrompt } from '../../features/pwa';
import { type CurrentUser, logout, useSession } from '../../features/session';
import { confirmLogout } from '../../features/sync';

export function displayName(user: CurrentUser): string {
  return [user.name, user.family].filter(Boolean).join(' ') || user.email;
}

/** The header's user block: ABR badge or photo, name, and the menu with theme, install and logout. */
export function UserMenu() {
  const { user, loading } = useSession();
  const navigate = useNavigate();
  const { canInstall, install } = useInstallPrompt();
  const { setColorScheme } = useMantineColorScheme();
  const scheme = useComputedColorScheme('light');
  const [leaving, setLeaving] = useState(false);

  const onLogout = async () => {
    setLeaving(true);
    // unsent changes are lost with the offline copy: the user is asked first, and may stay
    if (!(await confirmLogout())) {
      setLeaving(false);
      return;
    }
    try {
      await logout();
    } finally {
      setLeaving(false);
      navigate('/login/', { replace: true });
    }
  };

  const name = user ? displayName(user) : '';
  return (
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton
          aria-label={user ? `Меню пользователя: ${name}` : 'Меню пользователя'}
          mih={44}
          px={4}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Group gap="xs" wrap="nowrap">
            {user ? (
              <Avatar
                src={user.no_photo ? null : user.photo}
                alt=""
                radius="xl"
                size={36}
                color="blue"
                variant="filled"
              >
                {user.ABR}
              </Avatar>
            ) : (
              <Skeleton circle height={36} visible={loading} />
            )}
            <Text fw={500} size="sm" maw={{ base: 120, sm: 220 }} truncate="end">
              {name}
            </Text>
            <IconChevronDown size={16} aria-hidden />
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          mih={44}
          leftSection={
            scheme === 'dark' ? <IconSun size={18} aria-hidden /> : <IconMoon size={18} aria-hidden />
          }
          onClick={() => setColorScheme(scheme === 'dark' ? 'light' : 'dark')}
        >
          {scheme === 'dark' ? 'Светлая тема' : 'Тёмная тема'}
        </Menu.Item>
        {canInstall && (
          <Menu.Item
            mih={44}
            leftSection={<IconDeviceMobile size={18} aria-hidden />}
            onClick={() => void install()}
          >
            Установить приложение
          </Menu.Item>
        )}
        <Menu.Item
          mih={44}
          leftSection={<IconLogout size={18} aria-hidden />}
          disabled={leaving}
          onClick={() => void onLogout()}
        >
          Выйти
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
