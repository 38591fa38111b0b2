import type { Employee } from '@glad/contracts';
import { formatPhone, phoneLinks } from '@glad/contracts';
import { formatLastSeen } from '@glad/domain';
import { ActionIcon, Anchor, Badge, Box, Group, Indicator, Menu, Paper, Stack, Text } from '@mantine/core';
import { IconDots, IconKey, IconTrash, IconUserCircle } from '@tabler/icons-react';
import { Link } from 'react-router';
import { displayName, positionOf } from '../names';
import { profilePath } from '../own-profile';
import { UserAvatar } from './user-avatar';

export interface EmployeeRowProps {
  employee: Employee;
  /** Position in the list: the profile link uses it (docs/spec.md §2). */
  index: number;
  isSelf: boolean;
  canEditRights: boolean;
  canRemove: boolean;
  onEditRights: () => void;
  onRemove: () => void;
}

/** One employee: photo with the online dot, name, position, last activity, a phone to tap. */
export function EmployeeRow(props: EmployeeRowProps) {
  const { employee: e, index, isSelf, canEditRights, canRemove } = props;
  const name = displayName(e);
  const tel = phoneLinks(e.phone)?.call;
  const activity = e.is_online ? 'в сети' : formatLastSeen(e.LAST_ACTIVITY_DATE);
  const hasActions = canEditRights || canRemove;
  return (
    <Paper withBorder radius="md" p="sm" component="li" data-employee-id={e.id}>
      <Group wrap="nowrap" align="flex-start" gap="sm">
        <Indicator
          color={e.is_online ? 'green' : 'gray'}
          size={12}
          offset={5}
          position="bottom-end"
          withBorder
          aria-hidden
        >
          <UserAvatar user={e} size={48} />
        </Indicator>
        <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
          <Group gap="xs" wrap="wrap">
            <Anchor component={Link} to={profilePath(index)} fw={600} style={{ overflowWrap: 'anywhere' }}>
              {name}
            </Anchor>
            {e.vladelec && (
              <Badge size="sm" variant="light">
                владелец
              </Badge>
            )}
            {isSelf && (
              <Badge size="sm" variant="light" color="gray">
                это вы
              </Badge>
            )}
          </Group>
          <Text size="sm">{positionOf(e)}</Text>
          <Text size="sm">{activity}</Text>
          {tel && (
            <Anchor href={tel} size="sm" w="fit-content" py={4}>
              {formatPhone(e.phone)}
            </Anchor>
          )}
        </Stack>
        {hasActions && (
          <Box>
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Действия: ${name}`}>
                  <IconDots aria-hidden />
                </ActionIcon>
              </Menu.Target>
              <Menu.Dropdown>
                <Menu.Item
                  component={Link}
                  to={profilePath(index)}
                  leftSection={<IconUserCircle size={16} />}
                >
                  Профиль
                </Menu.Item>
                {canEditRights && (
                  <Menu.Item leftSection={<IconKey size={16} />} onClick={props.onEditRights}>
                    Права доступа
                  </Menu.Item>
                )}
                {canRemove && (
                  <Menu.Item color="red" leftSection={<IconTrash size={16} />} onClick={props.onRemove}>
                    Удалить
                  </Menu.Item>
                )}
              </Menu.Dropdown>
            </Menu>
          </Box>
        )}
      </Group>
    </Paper>
  );
}
