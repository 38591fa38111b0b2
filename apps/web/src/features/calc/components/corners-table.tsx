import { cornerLetter, formatNumber, type Point, type Turn } from '@glad/domain';
import { Group, NativeSelect, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { memo } from 'react';
import type { Drawing } from '../model/drawing';
import type { LengthUnit } from '../model/length';
import type { Marks } from '../model/solve';
import { LengthInput } from './length-input';

export interface CornerActions {
  setCorner: (index: number, to: Point) => void;
  setTurn: (index: number, turn: Turn) => void;
  select: (index: number) => void;
}

interface CoordRowProps {
  index: number;
  p: Point;
  unit: LengthUnit;
  invalid: boolean;
  actions: CornerActions;
}

const CoordRow = memo(function CoordRow({ index, p, unit, invalid, actions }: CoordRowProps) {
  const letter = cornerLetter(index);
  return (
    <Table.Tr data-corner-row={letter} onFocusCapture={() => actions.select(index)}>
      <Table.Th scope="row" w={44}>
        <Text fw={700} c={invalid ? 'red.8' : undefined}>
          {letter}
        </Text>
      </Table.Th>
      <Table.Td>
        <LengthInput
          label={`Угол ${letter}, по горизонтали`}
          value={p.x}
          unit={unit}
          signed
          required
          onChange={(mm) => mm !== null && actions.setCorner(index, { x: mm, y: p.y })}
        />
      </Table.Td>
      <Table.Td>
        <LengthInput
          label={`Угол ${letter}, по вертикали`}
          value={p.y}
          unit={unit}
          signed
          required
          onChange={(mm) => mm !== null && actions.setCorner(index, { x: p.x, y: mm })}
        />
      </Table.Td>
    </Table.Tr>
  );
});

export interface CornersTableProps {
  drawing: Drawing;
  angles: number[];
  marks: Marks;
  unit: LengthUnit;
  actions: CornerActions;
}

/** Hand mode: exact corner coordinates (x to the right, y down from the top-left of the grid). */
export function CoordinatesTable({ drawing, marks, unit, actions }: CornersTableProps) {
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Title order={2} size="h4">
          Углы
        </Title>
        <Text size="sm" c="dimmed">
          по горизонтали и по вертикали
        </Text>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing={4} layout="fixed">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={44}>
              <Text size="sm" span>
                Угол
              </Text>
            </Table.Th>
            <Table.Th>
              <span aria-hidden>→</span>
              <VisuallyHidden>по горизонтали</VisuallyHidden>
            </Table.Th>
            <Table.Th>
              <span aria-hidden>↓</span>
              <VisuallyHidden>по вертикали</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {drawing.corners.map((p, i) => (
            <CoordRow
              key={cornerLetter(i)}
              index={i}
              p={p}
              unit={unit}
              invalid={marks.corners.has(i)}
              actions={actions}
            />
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}

const turnOptions = [
  { value: 'R', label: '90° — обычный' },
  { value: 'L', label: '270° — выступ' },
];

/** Orthogonal mode: each corner is 90° (R) or a jutting 270° (L); the sides do the rest. */
export function TurnsTable({ drawing, angles, marks, actions }: CornersTableProps) {
  const right = drawing.turns.filter((t) => t === 'R').length;
  const left = drawing.turns.length - right;
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Title order={2} size="h4">
          Углы
        </Title>
        <Text size="sm" c={right - left === 4 ? 'dimmed' : 'red.8'}>
          {right - left === 4 ? 'прямые' : 'обычных углов должно быть на 4 больше, чем выступов'}
        </Text>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing={4} layout="fixed">
        <Table.Tbody>
          {drawing.turns.map((turn, i) => {
            const letter = cornerLetter(i);
            return (
              <Table.Tr key={letter}>
                <Table.Th scope="row" w={44}>
                  <Text fw={700} c={marks.corners.has(i) ? 'red.8' : undefined}>
                    {letter}
                  </Text>
                </Table.Th>
                <Table.Td>
                  <NativeSelect
                    aria-label={`Угол ${letter}`}
                    data={turnOptions}
                    value={turn}
                    onChange={(e) => actions.setTurn(i, e.currentTarget.value as Turn)}
                    styles={{ input: { minHeight: 44 } }}
                  />
                </Table.Td>
                <Table.Td w={72}>
                  <Text size="sm" c="dimmed" ta="right">
                    {angles[i] === undefined ? '' : `${formatNumber(angles[i]!, { maxFractionDigits: 1 })}°`}
                  </Text>
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
