import { addableItems, formatMoney, type PriceListItem, unitLabels } from '@glad/domain';
import { Button, Group, Modal, NumberInput, Select, Stack } from '@mantine/core';
import { useMemo, useState } from 'react';

const MAX_QUANTITY = 9999;

/** Any item of the price list added to this room with its quantity; the list is searched by typing. */
export function AddItemDialog({
  opened,
  priceList,
  onClose,
  onAdd,
}: {
  opened: boolean;
  priceList: readonly PriceListItem[];
  onClose: () => void;
  onAdd: (item: PriceListItem, quantity: number) => void;
}) {
  const [uid, setUid] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number>(1);
  const items = useMemo(() => addableItems(priceList), [priceList]);
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const item of items) {
      const group = item.category || 'Без категории';
      const list = groups.get(group) ?? [];
      list.push({
        value: item.uid,
        label: `${item.name} — ${formatMoney(item.price)}/${unitLabels[item.unit]}`,
      });
      groups.set(group, list);
    }
    return [...groups].map(([group, list]) => ({ group, items: list }));
  }, [items]);
  const item = items.find((i) => i.uid === uid) ?? null;
  const close = () => {
    setUid(null);
    setQuantity(1);
    onClose();
  };
  const add = () => {
    if (!item || !(quantity > 0)) return;
    onAdd(item, quantity);
    close();
  };
  return (
    <Modal opened={opened} onClose={close} title="Добавить позицию в расчёт" fullScreen={false} size="md">
      <form
        onSubmit={(e) => {
          e.preventDefault();
          add();
        }}
      >
        <Stack gap="md">
          <Select
            label="Позиция прайс-листа"
            placeholder="Начните вводить название"
            searchable
            nothingFoundMessage="Ничего не найдено"
            data={data}
            value={uid}
            onChange={setUid}
            comboboxProps={{ withinPortal: true }}
            data-autofocus
          />
          <NumberInput
            label={`Количество${item ? `, ${unitLabels[item.unit]}` : ''}`}
            value={quantity}
            min={0}
            max={MAX_QUANTITY}
            decimalScale={item?.unit === 'pcs' ? 0 : 2}
            decimalSeparator=","
            allowNegative={false}
            clampBehavior="strict"
            onChange={(v) =>
              setQuantity(typeof v === 'number' ? v : Number(String(v).replace(',', '.')) || 0)
            }
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Отмена
            </Button>
            <Button type="submit" disabled={!item || !(quantity > 0)}>
              Добавить
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
