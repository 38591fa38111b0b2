import { Menu, useComputedColorScheme, useMantineColorScheme } from '@mantine/core';
import { IconDeviceMobile, IconLogout, IconMoon, IconSun } from '@tabler/icons-react';
import { type ReactElement, useState } from 'react';
import { useNavigate } from 'react-router';
import { useInstallPrompt } from '../../features/pwa';
import { logout } from '../../features/session';
import { confirmLogout } from '../../features/sync';

/**
 * The user menu itself (theme, install, logout) around the header's user button, loaded when the
 * button is first pressed, and open from its first render (decision 0047): it is the shell's only Menu,
 * and Menu brings the positioning library.
 */
export function UserMenuDropdown({ target }: { target: ReactElement }) {
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

  return (
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false} defaultOpened>
      <Menu.Target>{target}</Menu.Target>
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
