import { cornerLetter, formatCount } from '@glad/domain';
import { ActionIcon, Badge, Button, Group, NativeSelect, Stack, Table, Text, Title } from '@mantine/core';
import { IconPlus, IconX } from '@tabler/icons-react';
import { memo, useState } from 'react';
import { pairKey } from '../model/drawing';
import type { LengthUnit } from '../model/length';
import type { DiagonalRow, Marks } from '../model/solve';
import { LengthInput } from './length-input';

interface RowProps {
  row: DiagonalRow;
  unit: LengthUnit;
  invalid: boolean;
  onChange: (i: number, j: number, mm: number | null) => void;
  onForget?: (key: string) => void;
}

const DiagonalLine = memo(function DiagonalLine({ row, unit, invalid, onChange, onForget }: RowProps) {
  return (
    <Table.Tr data-diagonal={row.name}>
      <Table.Th scope="row" w={56}>
        <Text fw={700} c={invalid ? 'red.8' : undefined}>
          {row.name}
        </Text>
      </Table.Th>
      <Table.Td>
        <Stack gap={2}>
          <LengthInput
            label={`Диагональ ${row.name}${row.control ? ' (контрольная)' : ''}`}
            value={row.mm}
            unit={unit}
            invalid={invalid}
            placeholder="замер"
            onChange={(mm) => onChange(row.i, row.j, mm)}
          />
          {row.control && (
            <Badge size="xs" variant="light" color="grape">
              контрольная
            </Badge>
          )}
        </Stack>
      </Table.Td>
      <Table.Td w={52}>
        {!row.proposed && (
          <ActionIcon
            size={44}
            variant="subtle"
            color="gray"
            aria-label={`Убрать диагональ ${row.name}`}
            onClick={() => {
              onChange(row.i, row.j, null);
              onForget?.(row.key);
            }}
          >
            <IconX size={18} aria-hidden />
          </ActionIcon>
        )}
      </Table.Td>
    </Table.Tr>
  );
});

export interface DiagonalsTableProps {
  rows: DiagonalRow[];
  cornerCount: number;
  marks: Marks;
  unit: LengthUnit;
  onChange: (i: number, j: number, mm: number | null) => void;
}

/** The diagonals to measure (proposed: they triangulate the room, plus one control), and any other one. */
export function DiagonalsTable({ rows, cornerCount: n, marks, unit, onChange }: DiagonalsTableProps) {
  // diagonals added by hand but not typed yet live here until they get a length
  const [extra, setExtra] = useState<string[]>([]);
  const [pick, setPick] = useState('');
  const listed = new Set(rows.map((r) => r.key));
  const shown: DiagonalRow[] = [
    ...rows,
    ...extra
      .filter((key) => !listed.has(key))
      .map((key) => {
        const [i, j] = key.split('-').map(Number) as [number, number];
        return {
          i,
          j,
          key,
          name: cornerLetter(i) + cornerLetter(j),
          proposed: false,
          control: false,
          mm: null,
        };
      })
      .filter((r) => r.j < n),
  ];
  const taken = new Set(shown.map((r) => r.key));
  const options: { value: string; label: string }[] = [];
  for (let i = 0; i < n; i++)
    for (let j = i + 2; j < n; j++) {
      if (i === 0 && j === n - 1) continue;
      if (!taken.has(pairKey(i, j)))
        options.push({ value: pairKey(i, j), label: cornerLetter(i) + cornerLetter(j) });
    }
  const missing = rows.filter((r) => r.proposed && r.mm === null).length;

  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Title order={2} size="h4">
          Диагонали
        </Title>
        <Text size="sm" c="dimmed">
          {missing ? `осталось ${formatCount(missing, ['замер', 'замера', 'замеров'])}` : 'все замерены'}
        </Text>
      </Group>
      {shown.length > 0 && (
        <Table verticalSpacing={4} horizontalSpacing={4} layout="fixed">
          <Table.Tbody>
            {shown.map((row) => (
              <DiagonalLine
                key={row.key}
                row={row}
                unit={unit}
                invalid={marks.diagonals.has(row.key)}
                onChange={onChange}
                onForget={(key) => setExtra((list) => list.filter((k) => k !== key))}
              />
            ))}
          </Table.Tbody>
        </Table>
      )}
      {options.length > 0 && (
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <NativeSelect
            label="Ещё диагональ"
            data={[{ value: '', label: 'Выберите' }, ...options]}
            value={pick}
            onChange={(e) => setPick(e.currentTarget.value)}
            style={{ flex: 1 }}
            styles={{ input: { minHeight: 44 } }}
          />
          <Button
            variant="default"
            h={44}
            leftSection={<IconPlus size={16} aria-hidden />}
            disabled={!pick}
            onClick={() => {
              setExtra((list) => [...list, pick]);
              setPick('');
            }}
          >
            Добавить
          </Button>
        </Group>
      )}
    </Stack>
  );
}
