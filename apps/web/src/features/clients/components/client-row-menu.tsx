import { Menu } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import type { ReactElement } from 'react';
import { MessageMenuItems } from '../../../components/message-links';

export interface ClientRowMenuProps {
  /** the row's «Действия» button, which the menu opens from */
  target: ReactElement;
  phone: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A client row's actions, loaded on the row button's first press and open from its first render: a
 * Menu in every row brought the positioning library and a popover's state to each row of the list's first
 * paint (decision 0053, as the user menu in decision 0047).
 */
export function ClientRowMenu({ target, phone, onEdit, onDelete }: ClientRowMenuProps) {
  return (
    <Menu position="bottom-end" withinPortal defaultOpened>
      <Menu.Target>{target}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item leftSection={<IconPencil size={16} aria-hidden />} onClick={onEdit}>
          Изменить
        </Menu.Item>
        <MessageMenuItems phone={phone} />
        <Menu.Item color="red" leftSection={<IconTrash size={16} aria-hidden />} onClick={onDelete}>
          Удалить
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
