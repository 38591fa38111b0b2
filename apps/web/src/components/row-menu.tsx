import { ActionIcon, Menu } from '@mantine/core';
import { IconDots, IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** A row's «…» menu: one button named «Действия: <the row>», its items (Menu.Item) below it. */
export function RowMenu({ name, children }: { name: string; children: ReactNode }) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size={44} aria-label={`Действия: ${name}`}>
          <IconDots size={20} aria-hidden />
        </ActionIcon>
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
