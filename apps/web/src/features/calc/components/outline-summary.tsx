import { formatArea, formatCount, formatNumber } from '@glad/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Mode } from '../model/drawing';
import type { Solved } from '../model/solve';

const metres = (m: number) => `${formatNumber(m, { fractionDigits: 2 })}\u00a0м`;

/** Area, perimeter and corners under the drawing, and what is wrong with the readings, in words. */
export function OutlineSummary({ solved, mode }: { solved: Solved; mode: Mode }) {
  const { result, missingSides, measured } = solved;
  const built = result.points.length >= 3 && (measured || mode === 'hand');
  const corners = result.points.length;
  return (
    <Stack gap="xs">
      <div aria-live="polite" data-testid="calc-summary">
        {built ? (
          <>
            <Text fw={700} size="lg">
              Площадь {formatArea(result.area)} · Периметр {metres(result.perimeter)}
            </Text>
            <Text size="sm" c="dimmed">
              {metres(result.width)} × {metres(result.height)} ·{' '}
              {formatCount(corners, ['угол', 'угла', 'углов'])} (внутренних {result.innerCorners}, внешних{' '}
              {result.outerCorners}){result.curvedLength > 0 ? ` · дуги ${metres(result.curvedLength)}` : ''}
            </Text>
          </>
        ) : (
          <Text size="sm" c="dimmed">
            {missingSides.length > 0
              ? `Площадь и периметр появятся, когда будут введены все стороны. Осталось: ${missingSides.join(', ')}.`
              : 'Контур не построен: проверьте замеры.'}
          </Text>
        )}
      </div>
      {(measured || mode === 'hand') && result.problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={result.problems.length === 1 ? 'Проверьте замер' : 'Проверьте замеры'}
          data-testid="calc-problems"
        >
          <List size="sm" spacing={4}>
            {result.problems.map((p) => (
              <List.Item key={`${p.code}-${p.message}`}>{p.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
