import type { PriceItem } from '@glad/contracts';
import { formatMoney, formatPercent, unitLabels } from '@glad/domain';
import { Select } from '@mantine/core';
import { useMemo } from 'react';

/** The option that makes a row its own: a name and a price typed here instead of a price-list item. */
export const OWN_ROW = '__own__';

const priceText = (i: PriceItem) =>
  i.unit === 'percent' ? formatPercent(i.price) : `${formatMoney(i.price)}/${unitLabels[i.unit]}`;

export interface ItemSelectProps {
  label: string;
  items: readonly PriceItem[];
  /** '%' items for a «percent of the rows above» row, money items otherwise */
  percent: boolean;
  value: string | null;
  /** the row's item is not in the list any more: keep it shown */
  missingLabel?: string;
  error?: string | null;
  onChange: (value: string | null) => void;
}

/** A price-list item picked by typing part of its name or code; grouped by category. */
export function ItemSelect({ label, items, percent, value, missingLabel, error, onChange }: ItemSelectProps) {
  const data = useMemo(() => {
    const groups = new Map<string, { value: string; label: string }[]>();
    for (const i of items) {
      if ((i.unit === 'percent') !== percent) continue;
      const group = i.category || 'Без категории';
      const list = groups.get(group) ?? [];
      list.push({ value: i.uid, label: `${i.name} — ${priceText(i)}` });
      groups.set(group, list);
    }
    const out: (
      | { value: string; label: string }
      | { group: string; items: { value: string; label: string }[] }
    )[] = [...groups].map(([group, list]) => ({ group, items: list }));
    if (value && value !== OWN_ROW && !items.some((i) => i.uid === value)) {
      out.unshift({ value, label: missingLabel ?? `Нет в прайс-листе (код ${value})` });
    }
    out.push({
      group: 'Другое',
      items: [{ value: OWN_ROW, label: percent ? 'Свой процент' : 'Своя строка: название и цена' }],
    });
    return out;
  }, [items, percent, value, missingLabel]);

  return (
    <Select
      label={label}
      placeholder="Начните вводить название"
      searchable
      limit={100}
      nothingFoundMessage="Такой позиции нет"
      data={data}
      value={value}
      error={error}
      allowDeselect={false}
      onChange={onChange}
      comboboxProps={{ withinPortal: true }}
    />
  );
}
