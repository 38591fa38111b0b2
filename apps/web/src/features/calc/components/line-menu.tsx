import type { PriceListItem } from '@glad/domain';
import { Menu } from '@mantine/core';
import { IconCheck, IconReplace } from '@tabler/icons-react';
import { DeleteMenuItem, RowMenu } from '../../../components/row-menu';

/**
 * A calculation row's «…» menu: swap its item for another of the same category (the canvas «Матовое» for
 * «Сатин»), or take the row out of this room.
 */
export function LineMenu({
  name,
  current,
  choices,
  onSwap,
  onRemove,
}: {
  name: string;
  current: string | null;
  choices: PriceListItem[];
  onSwap: (item: PriceListItem) => void;
  onRemove: () => void;
}) {
  const others = choices.filter((i) => i.uid !== current);
  return (
    <RowMenu name={name}>
      {others.length > 0 && <Menu.Label>Заменить на</Menu.Label>}
      {choices.map((item) =>
        item.uid === current ? (
          <Menu.Item key={item.uid} disabled leftSection={<IconCheck size={16} aria-hidden />}>
            {item.name}
          </Menu.Item>
        ) : (
          <Menu.Item
            key={item.uid}
            leftSection={<IconReplace size={16} aria-hidden />}
            onClick={() => onSwap(item)}
          >
            {item.name}
          </Menu.Item>
        ),
      )}
      {others.length > 0 && <Menu.Divider />}
      <DeleteMenuItem onClick={onRemove}>Убрать из расчёта</DeleteMenuItem>
    </RowMenu>
  );
}
