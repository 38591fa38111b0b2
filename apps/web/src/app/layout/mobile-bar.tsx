import { Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDots } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { loadOnce, useLoadOnPress } from '../../lib/load-on-press';
import { withPageStyles } from '../../lib/page-styles';
import classes from './app-layout.module.css';
import { type NavItem, phoneBarItems, sectionOf } from './nav-items';

// the drawer of «Ещё» and its styles: on the first hover, focus or press of «Ещё» (decision 0067)
const loadMore = loadOnce(withPageStyles(() => import('./more-sections')));

/** The phone's bottom bar: the four daily places and «Ещё» for the rest (docs/design.md §4). */
export function MobileBar({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const active = sectionOf(pathname);
  const [opened, { open, close }] = useDisclosure(false);
  const more = useLoadOnPress(loadMore);
  const daily = phoneBarItems(items);
  const rest = items.filter((i) => !i.phone);
  const moreActive = active !== null && !active.phone;

  return (
    <>
      <nav aria-label="Основные разделы" className={classes.mobileBar}>
        {daily.map((item) => {
          const current = active?.to === item.to;
          return (
            <UnstyledButton
              key={item.to}
              component={Link}
              to={item.to}
              className={classes.mobileItem}
              data-active={current || undefined}
              aria-current={current ? 'page' : undefined}
            >
              <item.icon size={24} stroke={1.6} aria-hidden />
              <Text span size="xs" inherit>
                {item.phoneLabel ?? item.label}
              </Text>
            </UnstyledButton>
          );
        })}
        <UnstyledButton
          className={classes.mobileItem}
          data-active={moreActive || undefined}
          onClick={() => {
            open();
            more.press();
          }}
          onPointerEnter={more.prefetch}
          onFocus={more.prefetch}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <IconDots size={24} stroke={1.6} aria-hidden />
          <Text span size="xs" inherit>
            Ещё
          </Text>
        </UnstyledButton>
      </nav>
      {more.module && (
        <more.module.MoreSections
          items={rest}
          activeTo={active?.to ?? null}
          opened={opened}
          onClose={close}
        />
      )}
    </>
  );
}
