import { Button, Group, Stack } from '@mantine/core';
import { IconActivity, IconChartBar, IconLifebuoy, IconTool } from '@tabler/icons-react';
import { Link, Outlet, useLocation } from 'react-router';
import { PageHeader } from '../../components/page-header';

export const handle = { title: 'Админка' };

const SECTIONS = [
  { to: '/admin/', label: 'Обзор', icon: IconChartBar },
  { to: '/admin/potolochnik/', label: 'Потолочники', icon: IconTool },
  { to: '/admin/events/', label: 'События', icon: IconActivity },
  { to: '/admin/support/', label: 'Обращения', icon: IconLifebuoy },
];

/** The platform admin's area (admins only, guarded in the router). */
export function Component() {
  const { pathname } = useLocation();
  return (
    <Stack gap="md">
      <PageHeader
        title="Админка"
        description="Компании и их тарифы, регистрации, потолочники, журнал событий и обращения в поддержку."
      />
      <Group gap="xs" component="nav" aria-label="Разделы админки" wrap="wrap">
        {SECTIONS.map((s) => {
          const active = pathname === s.to;
          return (
            <Button
              key={s.to}
              component={Link}
              to={s.to}
              variant={active ? 'filled' : 'light'}
              aria-current={active ? 'page' : undefined}
              leftSection={<s.icon size={18} aria-hidden />}
              mih={44}
            >
              {s.label}
            </Button>
          );
        })}
      </Group>
      <Outlet />
    </Stack>
  );
}
