import { MessageMenuItems } from '../../../components/message-links';
import { DeleteMenuItem, EditMenuItem, PressedMenu } from '../../../components/row-menu';

export interface ClientRowMenuProps {
  /** the row's name: its button reads «Действия: <name>» */
  name: string;
  phone: string;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A client row's actions, loaded on the row button's first press and open from its first render: a
 * Menu in every row brought the positioning library and a popover's state to each row of the list's first
 * paint (decision 0053, as the user menu in decision 0047).
 */
export function ClientRowMenu({ name, phone, onEdit, onDelete }: ClientRowMenuProps) {
  return (
    <PressedMenu name={name}>
      <EditMenuItem onClick={onEdit} />
      <MessageMenuItems phone={phone} />
      <DeleteMenuItem onClick={onDelete} />
    </PressedMenu>
  );
}
