import {
  type CalcGroup,
  type CalcRow,
  type Calculation,
  calcGroupLabels,
  formatMoney,
  formatNumber,
  type PricedLine,
  unitLabels,
} from '@glad/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import { CountInput } from './count-input';

const CLIENT_GROUPS: CalcGroup[] = ['main', 'other', 'road', 'prochee'];

function rowsById(calculation: Calculation): Map<string, CalcRow> {
  const all = [
    ...calculation.main,
    ...calculation.other,
    ...calculation.road,
    ...calculation.prochee,
    ...calculation.costs,
  ];
  return new Map(all.map((row) => [row.id, row]));
}

function quantityText(line: PricedLine): string {
  if (line.unit === 'percent') return `${formatNumber(line.quantity)}\u00a0% от ${formatMoney(line.price)}`;
  return `${formatNumber(line.quantity)}\u00a0${unitLabels[line.unit]} × ${formatMoney(line.price)}`;
}

function Line({
  line,
  row,
  count,
  onCount,
}: {
  line: PricedLine;
  row: CalcRow | undefined;
  count: number;
  onCount: (value: number) => void;
}) {
  const manual = row?.source.kind === 'manual';
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs">
      <Stack gap={0} style={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Text size="sm" fw={500} c={line.missingItem ? 'red.8' : undefined}>
          {line.name}
        </Text>
        <Text size="xs" c="dimmed">
          {quantityText(line)}
          {line.heightFactor ? ` · ×${formatNumber(line.heightFactor)} за высоту` : ''}
        </Text>
      </Stack>
      {manual && <CountInput name={line.name} value={count} onChange={onCount} />}
      <Text size="sm" fw={600} ta="right" miw="6.5rem">
        {formatMoney(line.amount)}
      </Text>
    </Group>
  );
}

/** The priced rows, grouped as the template has them; cost rows only for the owner. */
export function CalculationLines({
  calculation,
  lines,
  owner,
  onCount,
}: {
  calculation: Calculation;
  lines: PricedLine[];
  owner: boolean;
  onCount: (rowId: string, value: number) => void;
}) {
  const rows = rowsById(calculation);
  const groups = owner ? [...CLIENT_GROUPS, 'costs' as const] : CLIENT_GROUPS;
  return (
    <Stack gap="md">
      {groups.map((group) => {
        const own = lines.filter((l) => l.group === group);
        if (own.length === 0) return null;
        return (
          <section key={group} aria-labelledby={`calc-group-${group}`}>
            <Title order={3} size="h6" id={`calc-group-${group}`} mb={6}>
              {calcGroupLabels[group]}
            </Title>
            <Stack gap="xs">
              {own.map((line) => (
                <Line
                  key={line.rowId}
                  line={line}
                  row={rows.get(line.rowId)}
                  count={calculation.counts[line.rowId] ?? 0}
                  onCount={(value) => onCount(line.rowId, value)}
                />
              ))}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
