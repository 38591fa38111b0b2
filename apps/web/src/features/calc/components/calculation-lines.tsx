import {
  type CalcGroup,
  type CalcRow,
  type Calculation,
  calcGroupLabels,
  formatMoney,
  formatNumber,
  type GeometryQuantities,
  groupOfRow,
  isProjectRow,
  type PricedLine,
  type PriceListItem,
  swapChoices,
  unitLabels,
} from '@glad/domain';
import { Group, Stack, Text, Title } from '@mantine/core';
import { CountInput } from './count-input';
import { LineMenu } from './line-menu';

const CLIENT_GROUPS: CalcGroup[] = ['main', 'other', 'road', 'prochee'];
/** Said under a row an estimate prices once for the whole project, not per room. */
export const PROJECT_ROW_NOTE = 'на весь объект, считается один раз';

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

/** The points of the row's kind on the sketch, when its count comes from them; else null. */
function placedPoints(row: CalcRow | undefined, geometry: GeometryQuantities): number | null {
  if (row?.source.kind !== 'points') return null;
  const placed = geometry.points?.[row.source.pointKind] ?? 0;
  return placed > 0 ? placed : null;
}

interface LineProps {
  line: PricedLine;
  row: CalcRow | undefined;
  project: boolean;
  /** the room is not measured yet: no quantity from the outline and no money is shown */
  incomplete: boolean;
  placed: number | null;
  count: number;
  choices: PriceListItem[];
  onCount: (value: number) => void;
  onSwap: (item: PriceListItem) => void;
  onRemove: () => void;
}

function Line({
  line,
  row,
  project,
  incomplete,
  placed,
  count,
  choices,
  onCount,
  onSwap,
  onRemove,
}: LineProps) {
  const typed = row?.source.kind === 'manual' || (row?.source.kind === 'points' && placed === null);
  return (
    <Group justify="space-between" align="center" wrap="wrap" gap="xs" data-row={line.rowId}>
      <Stack gap={0} style={{ flex: '1 1 10rem', minWidth: 0 }}>
        <Text size="sm" fw={500} c={line.missingItem ? 'red.8' : undefined}>
          {line.name}
        </Text>
        {!incomplete && (
          <Text size="xs" c="dimmed" data-testid="line-quantity">
            {quantityText(line)}
            {line.heightFactor ? ` · ×${formatNumber(line.heightFactor)} за высоту` : ''}
            {placed !== null ? ' · по точкам на эскизе' : ''}
          </Text>
        )}
        {project && (
          <Text size="xs" c="blue.9">
            {PROJECT_ROW_NOTE}
          </Text>
        )}
      </Stack>
      {typed && (
        <CountInput
          name={line.name}
          value={count}
          decimal={row?.source.kind === 'manual' && line.unit !== 'pcs'}
          onChange={onCount}
        />
      )}
      <Group gap={4} wrap="nowrap" ml="auto">
        {!incomplete && (
          <Text size="sm" fw={600} ta="right" miw="6.5rem" data-testid="line-amount">
            {formatMoney(line.amount)}
          </Text>
        )}
        {row && (
          <LineMenu
            name={line.name}
            current={row.itemUid ?? null}
            choices={choices}
            onSwap={onSwap}
            onRemove={onRemove}
          />
        )}
      </Group>
    </Group>
  );
}

export interface CalculationLinesProps {
  calculation: Calculation;
  lines: PricedLine[];
  geometry: GeometryQuantities;
  priceList: readonly PriceListItem[];
  owner: boolean;
  incomplete: boolean;
  onCount: (rowId: string, value: number) => void;
  onSwap: (rowId: string, item: PriceListItem) => void;
  onRemove: (rowId: string) => void;
}

/** The priced rows, grouped as the template has them; cost rows only for the owner. */
export function CalculationLines({
  calculation,
  lines,
  geometry,
  priceList,
  owner,
  incomplete,
  onCount,
  onSwap,
  onRemove,
}: CalculationLinesProps) {
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
              {own.map((line) => {
                const row = rows.get(line.rowId);
                const rowGroup = groupOfRow(calculation, line.rowId);
                return (
                  <Line
                    key={line.rowId}
                    line={line}
                    row={row}
                    project={row !== undefined && rowGroup !== null && isProjectRow(rowGroup, row)}
                    incomplete={incomplete}
                    placed={placedPoints(row, geometry)}
                    count={calculation.counts[line.rowId] ?? 0}
                    choices={swapChoices(calculation, line.rowId, priceList)}
                    onCount={(value) => onCount(line.rowId, value)}
                    onSwap={(item) => onSwap(line.rowId, item)}
                    onRemove={() => onRemove(line.rowId)}
                  />
                );
              })}
            </Stack>
          </section>
        );
      })}
    </Stack>
  );
}
