import type { LostValue } from '@glad/contracts';
import { formatDateTime } from '@glad/domain';
import { Text } from '@mantine/core';

/** The values of `field` that lost to a later write (newest first). */
export function lostValuesOf(row: { _lost?: LostValue[] } | null | undefined, field: string): LostValue[] {
  return (row?._lost ?? []).filter((l) => l.field === field).reverse();
}

function show(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'пусто';
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
    return String(value);
  return JSON.stringify(value);
}

/** One lost value in words: «Анна Петрова» заменено на «Анна Петровна» 22.11.2026 14:05. */
export function describeLost(lost: LostValue): string {
  return `«${show(lost.value)}» заменено на «${show(lost.winner)}» ${formatDateTime(lost.at)}`;
}

/**
 * Under a field: the values people typed that a later change of the same field overwrote (last writer
 * wins), so nothing typed disappears without a trace. Renders nothing when there are none.
 */
export function LostValueNote({
  row,
  field,
}: {
  row: { _lost?: LostValue[] } | null | undefined;
  field: string;
}) {
  const lost = lostValuesOf(row, field);
  if (lost.length === 0) return null;
  return (
    <Text size="xs" c="dimmed" component="div">
      {lost.map((l) => (
        <div key={`${l.at}-${show(l.value)}`}>Было: {describeLost(l)}</div>
      ))}
    </Text>
  );
}
