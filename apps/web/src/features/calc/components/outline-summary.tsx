import { formatArea, formatCount, formatNumber, readinessText, UNCHECKED_TEXT } from '@glad/domain';
import { Alert, List, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { Mode } from '../model/drawing';
import type { Solved } from '../model/solve';

const metres = (m: number) => `${formatNumber(m, { fractionDigits: 2 })}\u00a0м`;

/** Area, perimeter and corners under the drawing, and what is wrong with the readings, in words. */
export function OutlineSummary({ solved, mode }: { solved: Solved; mode: Mode }) {
  const { result, measured, readings, readiness, complete } = solved;
  const corners = result.points.length;
  const missing = readings.missing;
  // the missing readings are said above: the problem saying the same in other words is left out
  const problems = result.problems.filter(
    (p) => missing.length === 0 || p.code !== 'not-enough-measurements',
  );
  return (
    <Stack gap="xs">
      <div aria-live="polite" data-testid="calc-summary">
        {complete ? (
          <>
            <Text fw={700} size="lg">
              Площадь {formatArea(result.area)} · Периметр {metres(result.perimeter)}
            </Text>
            <Text size="sm" c="dimmed">
              {metres(result.width)} × {metres(result.height)} ·{' '}
              {formatCount(corners, ['угол', 'угла', 'углов'])} (внутренних {result.innerCorners}, внешних{' '}
              {result.outerCorners}){result.curvedLength > 0 ? ` · дуги ${metres(result.curvedLength)}` : ''}
            </Text>
            {readings.unchecked && (
              <Text size="sm" c="orange.9" data-testid="calc-unchecked">
                {UNCHECKED_TEXT}: размеры не с чем сверить.
              </Text>
            )}
          </>
        ) : (
          <Text size="sm" fw={500} c="orange.9">
            {readinessText(readiness)}.
            {missing.length > 0 && ' Площадь, периметр и цена появятся, когда они будут введены.'}
          </Text>
        )}
      </div>
      {(measured || mode === 'hand') && problems.length > 0 && (
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={20} aria-hidden />}
          title={problems.length === 1 ? 'Проверьте замер' : 'Проверьте замеры'}
          data-testid="calc-problems"
        >
          <List size="sm" spacing={4}>
            {problems.map((p) => (
              <List.Item key={`${p.code}-${p.message}`}>{p.message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
    </Stack>
  );
}
