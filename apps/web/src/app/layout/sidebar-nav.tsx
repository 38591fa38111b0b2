import { NavLink, ScrollArea } from '@mantine/core';
import { Link, useLocation } from 'react-router';
import { type NavItem, sectionOf } from './nav-items';

/** The desktop sidebar: every section the user may open. */
export function SidebarNav({ items, onNavigate }: { items: NavItem[]; onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const active = sectionOf(pathname);
  return (
    <ScrollArea type="auto" style={{ flex: 1 }}>
      <nav aria-label="Разделы">
        {items.map((item) => (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={item.label}
            leftSection={<item.icon size={20} stroke={1.6} aria-hidden />}
            active={active?.to === item.to}
            aria-current={active?.to === item.to ? 'page' : undefined}
            onClick={onNavigate}
            mih={44}
            style={{ borderRadius: 'var(--mantine-radius-md)' }}
          />
        ))}
      </nav>
    </ScrollArea>
  );
}
