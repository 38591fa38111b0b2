import { displayName } from '@glad/domain';
import { Avatar, Group, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useSession } from '../../features/session';
import { loadOnce, useLoadOnPress } from '../../lib/load-on-press';
import { withPageStyles } from '../../lib/page-styles';

// the menu's code and the styles of its dropdown and dialogs (pages.css, decision 0058)
const loadDropdown = loadOnce(withPageStyles(() => import('./user-menu-dropdown')));

/**
 * The header's user block: ABR badge or photo, name, and the menu with theme, install and logout. The
 * menu's code is fetched on the button's first hover or focus and shown on its first press, open
 * (decision 0047).
 */
export function UserMenu() {
  const { user, loading } = useSession();
  const menu = useLoadOnPress(loadDropdown);
  const name = user ? displayName(user) : '';

  const content = (
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
  );
  const buttonProps = {
    'aria-label': user ? `Меню пользователя: ${name}` : 'Меню пользователя',
    mih: 44,
    px: 4,
    style: { borderRadius: 'var(--mantine-radius-md)' },
  };

  if (menu.module) {
    const { UserMenuDropdown } = menu.module;
    return <UserMenuDropdown target={<UnstyledButton {...buttonProps}>{content}</UnstyledButton>} />;
  }
  return (
    <UnstyledButton
      {...buttonProps}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={menu.press}
      onPointerEnter={menu.prefetch}
      onFocus={menu.prefetch}
    >
      {content}
    </UnstyledButton>
  );
}
