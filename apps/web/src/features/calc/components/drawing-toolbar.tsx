import { formatCount } from '@glad/domain';
import {
  ActionIcon,
  Button,
  Group,
  NativeSelect,
  SegmentedControl,
  Stack,
  Switch,
  Tooltip,
} from '@mantine/core';
import { IconArrowBackUp, IconArrowForwardUp, IconMinus, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { type Mode, presets } from '../model/drawing';
import type { LengthUnit } from '../model/length';

export interface DrawingToolbarProps {
  mode: Mode;
  unit: LengthUnit;
  snap: boolean;
  cornerCount: number;
  selected: number | null;
  selectedLetter: string | null;
  canUndo: boolean;
  canRedo: boolean;
  onMode: (mode: Mode) => void;
  onUnit: (unit: LengthUnit) => void;
  onSnap: (snap: boolean) => void;
  onPreset: (id: string) => void;
  onAddCorner: () => void;
  onRemoveCorner: () => void;
  onUndo: () => void;
  onRedo: () => void;
}

const modes = [
  { value: 'measure', label: 'По замерам' },
  { value: 'ortho', label: 'Прямые углы' },
  { value: 'hand', label: 'От руки' },
];

/** How the room is made, its shape to start from, corners, undo/redo, units and snapping. */
export function DrawingToolbar(props: DrawingToolbarProps) {
  const [preset, setPreset] = useState('');
  return (
    <Stack gap="xs">
      <SegmentedControl
        fullWidth
        data={modes}
        value={props.mode}
        onChange={(value) => props.onMode(value as Mode)}
        aria-label="Как строится чертёж"
      />
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Форма"
          data={[
            { value: '', label: `Сейчас: ${formatCount(props.cornerCount, ['угол', 'угла', 'углов'])}` },
            ...presets.map((p) => ({ value: p.id, label: p.label })),
          ]}
          value={preset}
          onChange={(e) => {
            const id = e.currentTarget.value;
            if (!id) return;
            props.onPreset(id);
            setPreset('');
          }}
          style={{ flex: '1 1 180px' }}
          styles={{ input: { minHeight: 44 } }}
        />
        <SegmentedControl
          data={[
            { value: 'cm', label: 'см' },
            { value: 'mm', label: 'мм' },
          ]}
          value={props.unit}
          onChange={(value) => props.onUnit(value as LengthUnit)}
          aria-label="Единицы ввода"
        />
      </Group>
      <Group gap="xs" wrap="wrap">
        <Group gap={4} wrap="nowrap">
          <Tooltip
            label={props.selectedLetter ? `Добавить угол после ${props.selectedLetter}` : 'Добавить угол'}
          >
            <Button
              variant="default"
              h={44}
              px="sm"
              leftSection={<IconPlus size={16} aria-hidden />}
              onClick={props.onAddCorner}
              aria-label={
                props.selectedLetter ? `Добавить угол после ${props.selectedLetter}` : 'Добавить угол'
              }
            >
              Угол
            </Button>
          </Tooltip>
          <Tooltip
            label={props.selectedLetter ? `Убрать угол ${props.selectedLetter}` : 'Убрать последний угол'}
          >
            <Button
              variant="default"
              h={44}
              px="sm"
              leftSection={<IconMinus size={16} aria-hidden />}
              onClick={props.onRemoveCorner}
              disabled={props.cornerCount <= 3}
              aria-label={
                props.selectedLetter ? `Убрать угол ${props.selectedLetter}` : 'Убрать последний угол'
              }
            >
              Угол
            </Button>
          </Tooltip>
        </Group>
        <Group gap={4} wrap="nowrap">
          <Tooltip label="Отменить (Ctrl+Z)">
            <ActionIcon
              size={44}
              variant="default"
              onClick={props.onUndo}
              disabled={!props.canUndo}
              aria-label="Отменить"
            >
              <IconArrowBackUp size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
          <Tooltip label="Повторить (Ctrl+Shift+Z)">
            <ActionIcon
              size={44}
              variant="default"
              onClick={props.onRedo}
              disabled={!props.canRedo}
              aria-label="Повторить"
            >
              <IconArrowForwardUp size={20} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
        {props.mode === 'hand' && (
          <Switch
            label="Привязка к сетке 10 см и углам 45°"
            checked={props.snap}
            onChange={(e) => props.onSnap(e.currentTarget.checked)}
          />
        )}
      </Group>
    </Stack>
  );
}
