import { Menu } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { RowActionsButton } from './row-actions-button';

/**
 * A row's «…» menu: one button named «Действия: <the row>», its items (Menu.Item) below it. Until the first
 * press the row draws the button alone: a Menu in every row of a list's first screen was its positioning
 * and state for each row (decision 0060, as the clients' rows in decision 0053). The press puts the menu
 * there, open (`PressedMenu`); it then opens and closes as any menu.
 */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  const [pressed, setPressed] = useState(false);
  if (pressed) return <PressedMenu name={name}>{children}</PressedMenu>;
  return (
    <RowActionsButton
      name={name}
      aria-haspopup="menu"
      aria-expanded={false}
      onClick={() => setPressed(true)}
    />
  );
}

/**
 * The menu that replaces a row's button on its first press, opening at once. Its own button takes the focus
 * before the menu opens, so Escape or a choice gives the focus back to it, not to the page: the pressed
 * button is gone.
 */
export function PressedMenu({ name, children }: { name: string; children: ReactNode }) {
  const target = useRef<HTMLButtonElement>(null);
  const [opened, setOpened] = useState(false);
  useEffect(() => {
    target.current?.focus();
    setOpened(true);
  }, []);
  return (
    <Menu position="bottom-end" withinPortal opened={opened} onChange={setOpened}>
      <Menu.Target>
        <RowActionsButton ref={target} name={name} />
      </Menu.Target>
      <Menu.Dropdown>{children}</Menu.Dropdown>
    </Menu>
  );
}

/** «Изменить» (or what changing this row is called) in a row's menu. */
export function EditMenuItem({ onClick, children = 'Изменить' }: { onClick: () => void; children?: string }) {
  return (
    <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Menu.Item>
  );
}

/** The red «Удалить» at the end of a row's menu. */
export function DeleteMenuItem({
  onClick,
  children = 'Удалить',
}: {
  onClick: () => void;
  children?: string;
}) {
  return (
    <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onClick}>
      {children}
    </Menu.Item>
  );
}
