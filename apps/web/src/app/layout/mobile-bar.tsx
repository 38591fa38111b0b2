import { Button, Drawer, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconDeviceMobile, IconDots } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { useInstallPrompt } from '../../features/pwa';
import classes from './app-layout.module.css';
import { type NavItem, phoneBarItems, sectionOf } from './nav-items';

/** The phone's bottom bar: the four daily places and «Ещё» for the rest (docs/design.md §4). */
export function MobileBar({ items }: { items: NavItem[] }) {
  const { pathname } = useLocation();
  const active = sectionOf(pathname);
  const [opened, { open, close }] = useDisclosure(false);
  const { canInstall, install } = useInstallPrompt();
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
          onClick={open}
          aria-haspopup="dialog"
          aria-expanded={opened}
        >
          <IconDots size={24} stroke={1.6} aria-hidden />
          <Text span size="xs" inherit>
            Ещё
          </Text>
        </UnstyledButton>
      </nav>
      <Drawer
        opened={opened}
        onClose={close}
        position="bottom"
        size="auto"
        title="Все разделы"
        closeButtonProps={{ 'aria-label': 'Закрыть' }}
      >
        <nav aria-label="Остальные разделы">
          <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
            {rest.map((item) => {
              const current = active?.to === item.to;
              return (
                <UnstyledButton
                  key={item.to}
                  component={Link}
                  to={item.to}
                  onClick={close}
                  className={classes.moreTile}
                  data-active={current || undefined}
                  aria-current={current ? 'page' : undefined}
                >
                  <item.icon size={24} stroke={1.6} aria-hidden />
                  <Text span size="sm" inherit ta="center">
                    {item.label}
                  </Text>
                </UnstyledButton>
              );
            })}
          </SimpleGrid>
        </nav>
        {canInstall && (
          <Button
            mt="md"
            variant="light"
            fullWidth
            size="md"
            leftSection={<IconDeviceMobile size={18} aria-hidden />}
            onClick={() => {
              close();
              void install();
            }}
          >
            Установить приложение
          </Button>
        )}
      </Drawer>
    </>
  );
}
