import {
  countLightPoints,
  formatCount,
  type LightPoint,
  type LightPointKind,
  lightPointForms,
  lightPointKinds,
  lightPointLabels,
  type Point,
} from '@glad/domain';
import { ActionIcon, Button, Group, List, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import type { LengthUnit } from '../model/length';
import { placePoint, pointName, pointPlace, removePoint } from '../model/light-points';
import { LengthInput } from './length-input';
import { LightPointIcon } from './light-point-icon';

export interface LightPointsPanelProps {
  points: LightPoint[];
  /** the room's corners (mm) the points are placed in and measured from */
  corners: readonly Point[];
  /** the contour a point must be inside (corners and arc points) */
  outline: readonly Point[];
  unit: LengthUnit;
  /** the kind a tap on the drawing places, or null: the drawing is not taking taps */
  placing: LightPointKind | null;
  onPlacing: (kind: LightPointKind | null) => void;
  onChange: (points: LightPoint[]) => void;
}

/**
 * Spots, chandeliers and pipes on the plan: a tool for placing them by tap, a form for typed coordinates
 * (from corner A, as the corner table has them), and the list with each point's distances from the walls.
 */
export function LightPointsPanel({
  points,
  corners,
  outline,
  unit,
  placing,
  onPlacing,
  onChange,
}: LightPointsPanelProps) {
  const [kind, setKind] = useState<LightPointKind>('spot');
  const [x, setX] = useState<number | null>(null);
  const [y, setY] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const counts = countLightPoints(points);
  const summary = lightPointKinds
    .filter((k) => counts[k] > 0)
    .map((k) => formatCount(counts[k], lightPointForms[k]))
    .join(', ');

  const placeTyped = () => {
    if (x === null || y === null) {
      setError('Введите оба расстояния');
      return;
    }
    const result = placePoint(points, kind, { x, y }, outline);
    setError(result.ok ? null : result.error);
    if (result.ok) onChange(result.points);
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="calc-points-title">
      <Title order={3} size="h5" id="calc-points-title">
        Светильники, люстры, трубы
      </Title>
      <Group gap="xs" wrap="wrap" role="toolbar" aria-label="Поставить на чертёж">
        {lightPointKinds.map((k) => (
          <Button
            key={k}
            variant={placing === k ? 'filled' : 'default'}
            aria-pressed={placing === k}
            leftSection={<LightPointIcon kind={k} />}
            onClick={() => onPlacing(placing === k ? null : k)}
          >
            {lightPointLabels[k]}
          </Button>
        ))}
      </Group>
      <Text size="sm" c="dimmed" aria-live="polite">
        {placing
          ? `Нажмите на чертёж внутри комнаты — там встанет ${lightPointLabels[placing].toLowerCase()}. Нажмите кнопку ещё раз, чтобы закончить.`
          : 'Выберите, что ставить, и нажимайте на чертёж; или введите расстояния от угла A.'}
      </Text>
      <Group gap="xs" align="flex-end" wrap="wrap">
        <NativeSelect
          label="Что"
          w="9rem"
          value={kind}
          data={lightPointKinds.map((k) => ({ value: k, label: lightPointLabels[k] }))}
          onChange={(e) => setKind(e.currentTarget.value as LightPointKind)}
        />
        <div style={{ flex: '1 1 7rem' }}>
          <LengthInput value={x} unit={unit} label="От угла A вправо" showLabel onChange={setX} />
        </div>
        <div style={{ flex: '1 1 7rem' }}>
          <LengthInput value={y} unit={unit} label="От угла A вниз" showLabel onChange={setY} />
        </div>
        <Button variant="light" onClick={placeTyped}>
          Поставить
        </Button>
      </Group>
      {error && (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      )}
      {points.length > 0 && (
        <>
          <Text size="sm" fw={500} data-testid="points-summary">
            На чертеже: {summary}
          </Text>
          <List listStyleType="none" spacing={4} data-testid="points-list">
            {points.map((p) => {
              const name = pointName(points, p);
              return (
                <List.Item key={p.id}>
                  <Group gap="xs" wrap="nowrap" justify="space-between">
                    <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
                      <LightPointIcon kind={p.kind} />
                      <Text size="sm">
                        {name}: {pointPlace(corners, p)}
                      </Text>
                    </Group>
                    <ActionIcon
                      variant="subtle"
                      color="red"
                      size={44}
                      aria-label={`Убрать: ${name}`}
                      onClick={() => onChange(removePoint(points, p.id))}
                    >
                      <IconTrash size={18} aria-hidden />
                    </ActionIcon>
                  </Group>
                </List.Item>
              );
            })}
          </List>
        </>
      )}
    </Stack>
  );
}
