import { sideName } from '@glad/domain';
import { ActionIcon, Group, Stack, Table, Text, Title } from '@mantine/core';
import { IconWaveSine } from '@tabler/icons-react';
import { memo } from 'react';
import type { Drawing } from '../model/drawing';
import type { LengthUnit } from '../model/length';
import type { Marks, Solved } from '../model/solve';
import { LengthInput } from './length-input';

export interface SideActions {
  setSide: (side: number, mm: number | null) => void;
  setDrawnSide: (side: number, mm: number) => void;
  setCurve: (side: number, sagitta: number | null) => void;
}

interface SideRowProps {
  index: number;
  name: string;
  value: number | null;
  hand: boolean;
  invalid: boolean;
  sagitta: number | null;
  unit: LengthUnit;
  actions: SideActions;
}

const SideRow = memo(function SideRow({
  index,
  name,
  value,
  hand,
  invalid,
  sagitta,
  unit,
  actions,
}: SideRowProps) {
  const curved = sagitta !== null;
  return (
    <>
      <Table.Tr data-side={name}>
        <Table.Th scope="row" w={56}>
          <Text fw={700} c={invalid ? 'red.8' : undefined}>
            {name}
          </Text>
        </Table.Th>
        <Table.Td>
          <LengthInput
            label={`Сторона ${name}`}
            value={value}
            unit={unit}
            invalid={invalid}
            placeholder={hand ? undefined : 'замер'}
            onChange={(mm) => {
              if (hand) {
                if (mm !== null) actions.setDrawnSide(index, mm);
              } else actions.setSide(index, mm);
            }}
          />
        </Table.Td>
        <Table.Td w={52}>
          <ActionIcon
            size={44}
            variant={curved ? 'filled' : 'subtle'}
            color={curved ? 'blue' : 'gray'}
            aria-pressed={curved}
            aria-label={`Дуга на стороне ${name}`}
            onClick={() => actions.setCurve(index, curved ? null : 200)}
          >
            <IconWaveSine size={20} aria-hidden />
          </ActionIcon>
        </Table.Td>
      </Table.Tr>
      {curved && (
        <Table.Tr>
          <Table.Td />
          <Table.Td colSpan={2}>
            <LengthInput
              label={`Прогиб дуги ${name} (минус — внутрь комнаты)`}
              value={sagitta}
              unit={unit}
              signed
              required
              onChange={(mm) => actions.setCurve(index, mm === 0 ? null : mm)}
            />
            <Text size="xs" c="dimmed" mt={4}>
              Прогиб — от середины прямой {name} до стены; минус — дуга внутрь комнаты
            </Text>
          </Table.Td>
        </Table.Tr>
      )}
    </>
  );
});

export interface SidesTableProps {
  drawing: Drawing;
  solved: Solved;
  marks: Marks;
  unit: LengthUnit;
  actions: SideActions;
}

/** The sides AB, BC, … back to A: typed readings, or in hand mode the drawn lengths (typing one sets it). */
export function SidesTable({ drawing, solved, marks, unit, actions }: SidesTableProps) {
  const n = drawing.corners.length;
  const hand = drawing.mode === 'hand';
  const sagittas = new Map(drawing.curvedWalls.map((c) => [c.side, c.sagitta]));
  return (
    <Stack gap={4}>
      <Group gap="xs" justify="space-between">
        <Title order={2} size="h4">
          Стороны
        </Title>
        <Text size="sm" c="dimmed">
          {hand ? 'длина задаётся сдвигом следующих углов' : 'по часовой стрелке от A'}
        </Text>
      </Group>
      <Table verticalSpacing={4} horizontalSpacing={4} layout="fixed">
        <Table.Tbody>
          {Array.from({ length: n }, (_, i) => {
            const name = sideName(i, n);
            const drawn = solved.result.sides[i];
            return (
              <SideRow
                key={name}
                index={i}
                name={name}
                value={hand ? (drawn === undefined ? null : Math.round(drawn)) : (drawing.sides[i] ?? null)}
                hand={hand}
                invalid={marks.sides.has(i)}
                sagitta={sagittas.get(i) ?? null}
                unit={unit}
                actions={actions}
              />
            );
          })}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
