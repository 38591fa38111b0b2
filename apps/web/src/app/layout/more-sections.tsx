import { Button, Drawer, SimpleGrid, Text, UnstyledButton } from '@mantine/core';
import { IconDeviceMobile } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useInstallPrompt } from '../../features/pwa';
import classes from './app-layout.module.css';
import type { NavItem } from './nav-items';

/**
 * The phone's «Ещё»: the sections the bottom bar has no room for, in a drawer from the screen's foot, and
 * the offer to install the app. Loaded on the first press of «Ещё» (decision 0067).
 */
export function MoreSections({
  items,
  activeTo,
  opened,
  onClose,
}: {
  items: NavItem[];
  /** the section the user is in, if it is one of `items` */
  activeTo: string | null;
  opened: boolean;
  onClose: () => void;
}) {
  const { canInstall, install } = useInstallPrompt();
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="bottom"
      // as tall as its tiles, from the screen's foot: Mantine has no size token for that (a `size` of
      // 'auto' named a variable no stylesheet defines, and the drawer filled the screen)
      styles={{ content: { height: 'auto' } }}
      title="Все разделы"
      closeButtonProps={{ 'aria-label': 'Закрыть' }}
    >
      <nav aria-label="Остальные разделы">
        <SimpleGrid cols={3} spacing="xs" verticalSpacing="xs">
          {items.map((item) => {
            const current = activeTo === item.to;
            return (
              <UnstyledButton
                key={item.to}
                component={Link}
                to={item.to}
                onClick={onClose}
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
            onClose();
            void install();
          }}
        >
          Установить приложение
        </Button>
      )}
    </Drawer>
  );
}
