import type { CalculatorWire } from '@glad/contracts';
import { formatCount } from '@glad/domain';
import { Badge, Group, Menu, Paper, Stack, Switch, Text } from '@mantine/core';
import { IconCopy, IconRefresh } from '@tabler/icons-react';
import { DeleteMenuItem, EditMenuItem, RowMenu } from '../../../components/row-menu';

const rowCount = (c: CalculatorWire) =>
  c.main.length + c.other.length + c.road.length + c.prochee.length + c.costs.length;

export interface CalculatorCardProps {
  calc: CalculatorWire;
  /** name of the template it was made from, when that template still exists */
  templateName: string | null;
  canEdit: boolean;
  busy: boolean;
  onDefault: (calc: CalculatorWire, value: 0 | 1) => void;
  onRename: (calc: CalculatorWire) => void;
  onDuplicate: (calc: CalculatorWire) => void;
  onRefresh: (calc: CalculatorWire) => void;
  onDelete: (calc: CalculatorWire) => void;
}

/** One calculator: what it is made of, the default switch (only one is on) and its actions. */
export function CalculatorCard({
  calc,
  templateName,
  canEdit,
  busy,
  onDefault,
  onRename,
  onDuplicate,
  onRefresh,
  onDelete,
}: CalculatorCardProps) {
  const isDefault = calc.default === 1;
  return (
    <Paper withBorder radius="md" p="sm" component="article" aria-label={calc.name}>
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
        <Stack gap={4} style={{ minWidth: 0, flex: 1 }}>
          <Group gap="xs" wrap="wrap">
            <Text fw={600} style={{ overflowWrap: 'anywhere' }}>
              {calc.name}
            </Text>
            {isDefault && (
              <Badge color="teal.9" variant="filled">
                Основной
              </Badge>
            )}
          </Group>
          <Text size="sm" c="dimmed">
            {formatCount(rowCount(calc), ['строка', 'строки', 'строк'])},{' '}
            {formatCount(calc.scripts.length, ['правило', 'правила', 'правил'])} ·{' '}
            {templateName ? `из шаблона «${templateName}»` : 'свой набор строк'}
          </Text>
          <Switch
            mt={4}
            label="Основной — новые чертежи считаются по нему"
            aria-label={`Основной: ${calc.name}`}
            checked={isDefault}
            disabled={!canEdit || busy}
            onChange={(e) => onDefault(calc, e.currentTarget.checked ? 1 : 0)}
          />
        </Stack>
        {canEdit && (
          <RowMenu name={calc.name}>
            <EditMenuItem onClick={() => onRename(calc)}>Переименовать</EditMenuItem>
            <Menu.Item leftSection={<IconCopy size={16} aria-hidden />} onClick={() => onDuplicate(calc)}>
              Копировать
            </Menu.Item>
            {templateName && (
              <Menu.Item leftSection={<IconRefresh size={16} aria-hidden />} onClick={() => onRefresh(calc)}>
                Взять строки из шаблона
              </Menu.Item>
            )}
            <DeleteMenuItem onClick={() => onDelete(calc)} />
          </RowMenu>
        )}
      </Group>
    </Paper>
  );
}
