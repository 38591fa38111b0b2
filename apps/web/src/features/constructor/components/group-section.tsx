import type { Announcements } from '@dnd-kit/core';
import type { CalcRowWire, PriceItem } from '@glad/contracts';
import { calcGroupLabels, formatCount, type PricedLine } from '@glad/domain';
import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { SortableList } from '../../../components/sortable-list';
import type { RowGroup, TemplateAction } from '../model/template-edit';
import { RowEditor } from './row-editor';

const groupHelp: Record<RowGroup, string> = {
  main: 'Полотно, профиль, вставка, монтаж — то, что есть в каждом потолке.',
  other: 'Свет, трубы, закладные, углы и кривые участки.',
  road: 'Выезд замерщика, доставка.',
  prochee: 'Всё прочее, например наценка за срочность.',
  costs: 'Себестоимость: расходы компании, клиент их не видит.',
};

export interface GroupSectionProps {
  group: RowGroup;
  rows: CalcRowWire[];
  items: readonly PriceItem[];
  lines: Map<string, PricedLine>;
  problems: Map<string, string[]>;
  dispatch: (action: TemplateAction) => void;
}

/** The rows of one group in their order: dragged by the handle, or moved with the arrows. */
export function GroupSection({ group, rows, items, lines, problems, dispatch }: GroupSectionProps) {
  const placeOf = (id: unknown) => rows.findIndex((r) => r.id === id) + 1;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Взята строка ${placeOf(active.id)}.`,
    onDragOver: ({ over }) => (over ? `Над местом ${placeOf(over.id)}.` : undefined),
    onDragEnd: ({ over }) =>
      over ? `Строка поставлена на место ${placeOf(over.id)}.` : 'Перемещение отменено.',
    onDragCancel: () => 'Перемещение отменено.',
  };
  const titleId = `group-${group}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Group justify="space-between" align="flex-end" gap="xs" wrap="wrap">
        <Stack gap={0}>
          <Title order={3} size="h4" id={titleId}>
            {calcGroupLabels[group]}
          </Title>
          <Text size="sm" c="dimmed">
            {groupHelp[group]} {rows.length > 0 && formatCount(rows.length, ['строка', 'строки', 'строк'])}
          </Text>
        </Stack>
        <Button
          variant="light"
          size="sm"
          leftSection={<IconPlus size={16} aria-hidden />}
          onClick={() => dispatch({ type: 'addRow', group })}
          aria-label={`Добавить строку: ${calcGroupLabels[group]}`}
        >
          Добавить строку
        </Button>
      </Group>
      {rows.length > 0 && (
        <SortableList
          ids={rows.map((r) => r.id)}
          label={`Строки: ${calcGroupLabels[group]}`}
          announcements={announcements}
          instructions="Чтобы переместить строку, нажмите пробел или Enter, стрелками выберите место и снова нажмите пробел. Escape — отмена."
          onMove={(from, to) => dispatch({ type: 'moveRow', group, from, to })}
        >
          {rows.map((row, index) => (
            <RowEditor
              key={row.id}
              group={group}
              index={index}
              count={rows.length}
              row={row}
              items={items}
              line={lines.get(row.id)}
              problems={problems.get(row.id) ?? []}
              dispatch={dispatch}
            />
          ))}
        </SortableList>
      )}
    </Stack>
  );
}
