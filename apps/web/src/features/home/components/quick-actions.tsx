import { Paper, SimpleGrid, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import {
  IconAddressBook,
  IconBuildingCommunity,
  IconCalendarEvent,
  IconFileInvoice,
  IconTemplate,
  IconUsers,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import classes from './quick-actions.module.css';

const actions: { to: string; label: string; icon: ReactNode }[] = [
  { to: '/clients/', label: 'Клиенты', icon: <IconAddressBook size={22} /> },
  { to: '/projects/', label: 'Объекты', icon: <IconBuildingCommunity size={22} /> },
  { to: '/calendar/', label: 'Календарь', icon: <IconCalendarEvent size={22} /> },
  { to: '/smety/', label: 'Сметы', icon: <IconFileInvoice size={22} /> },
  { to: '/configs/', label: 'Калькуляторы', icon: <IconTemplate size={22} /> },
  { to: '/users/', label: 'Сотрудники', icon: <IconUsers size={22} /> },
];

/** Big links to the places used every day. */
export function QuickActions() {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm">
      {actions.map((a) => (
        <UnstyledButton
          key={a.to}
          component={Link}
          to={a.to}
          className={classes.cell}
          style={{ borderRadius: 'var(--mantine-radius-md)' }}
        >
          <Paper withBorder radius="md" p="sm" mih={56} className={classes.tile}>
            <ThemeIcon variant="light" size={36} radius="md" aria-hidden>
              {a.icon}
            </ThemeIcon>
            <Text fw={600} size="sm">
              {a.label}
            </Text>
          </Paper>
        </UnstyledButton>
      ))}
    </SimpleGrid>
  );
}
