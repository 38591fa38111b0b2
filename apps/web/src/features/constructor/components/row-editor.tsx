import type { CalcRowWire, PriceItem } from '@glad/contracts';
import {
  calcGroupLabels,
  formatMoney,
  formatNumber,
  formatPercent,
  type PricedLine,
  unitLabels,
} from '@glad/domain';
import { Checkbox, Group, Menu, Paper, Stack, Text } from '@mantine/core';
import { DeleteMenuItem, RowMenu } from '../../../components/row-menu';
import { DragHandle, MoveButtons, useSortableItem } from '../../../components/sortable-list';
import { type RowGroup, rowGroups, type TemplateAction, WORK_TAG } from '../model/template-edit';
import { RowFields } from './row-fields';

/** How the preview priced the row: «19,76 м² × 450,00 ₽ = 8 892,00 ₽». */
function lineText(line: PricedLine): string {
  if (line.missingItem) return 'Позиции нет в прайс-листе — строка считается по нулю';
  if (line.percent) {
    return `${formatPercent(line.percent.client)} от ${formatMoney(line.percent.base)} = ${formatMoney(line.amount)}`;
  }
  const qty = `${formatNumber(line.quantity, { maxFractionDigits: 2 })} ${unitLabels[line.unit]}`;
  const factor = line.heightFactor ? ` (×${formatNumber(line.heightFactor)} за высоту)` : '';
  return `${qty} × ${formatMoney(line.price)}${factor} = ${formatMoney(line.amount)}`;
}

export interface RowEditorProps {
  group: RowGroup;
  index: number;
  count: number;
  row: CalcRowWire;
  items: readonly PriceItem[];
  line: PricedLine | undefined;
  problems: string[];
  dispatch: (action: TemplateAction) => void;
}

/** One row of a group: what it prices, where its quantity comes from, its place (drag or arrows). */
export function RowEditor({ group, index, count, row, items, line, problems, dispatch }: RowEditorProps) {
  const item = useSortableItem(row.id);
  const place = `${calcGroupLabels[group]}, строка ${index + 1}`;
  const work = row.tags?.includes(WORK_TAG) ?? false;
  const onChange = (patch: Partial<CalcRowWire>) => dispatch({ type: 'updateRow', group, id: row.id, patch });
  return (
    <Paper
      component="li"
      ref={item.ref}
      aria-label={place}
      withBorder
      radius="md"
      p="sm"
      style={{ ...item.style, borderColor: problems.length ? 'var(--mantine-color-red-6)' : undefined }}
    >
      <Stack gap="xs">
        <Group gap={0} wrap="nowrap" justify="space-between">
          <Group gap={0} wrap="nowrap">
            <DragHandle
              sortable={item.sortable}
              label={`Перетащить: ${place}`}
              roleDescription="перетаскиваемая строка"
            />
            <MoveButtons
              index={index}
              count={count}
              name={place}
              onMove={(to) => dispatch({ type: 'moveRow', group, from: index, to })}
            />
            <Text size="sm" fw={600} ml="xs">
              Строка {index + 1}
            </Text>
          </Group>
          <RowMenu name={place}>
            <Menu.Label>Перенести в группу</Menu.Label>
            {rowGroups
              .filter((g) => g !== group)
              .map((g) => (
                <Menu.Item
                  key={g}
                  onClick={() => dispatch({ type: 'moveToGroup', from: group, to: g, id: row.id })}
                >
                  {calcGroupLabels[g]}
                </Menu.Item>
              ))}
            <Menu.Divider />
            <DeleteMenuItem onClick={() => dispatch({ type: 'removeRow', group, id: row.id })}>
              Удалить строку
            </DeleteMenuItem>
          </RowMenu>
        </Group>
        <RowFields row={row} road={group === 'road'} items={items} place={place} onChange={onChange} />
        {group !== 'costs' && row.source.kind !== 'percentOfAbove' && (
          <Checkbox
            label="Монтажная работа: дороже на высоте (правило коэффициента)"
            checked={work}
            onChange={(e) => dispatch({ type: 'setWork', group, id: row.id, work: e.currentTarget.checked })}
          />
        )}
        {line && (
          <Text size="sm" c={line.missingItem ? 'red.8' : undefined}>
            В примере: {lineText(line)}
          </Text>
        )}
        {problems.map((p) => (
          <Text key={p} size="sm" c="red.8">
            {p}
          </Text>
        ))}
      </Stack>
    </Paper>
  );
}
