import { Badge, Box, NativeSelect, type NativeSelectProps } from '@mantine/core';
import type { Status } from '../api/statuses-api';

/** A status's colour as a dot: the name beside it keeps its normal contrast whatever the colour. */
export function StatusDot({ color }: { color: string | undefined }) {
  return (
    <Box
      aria-hidden
      w={10}
      h={10}
      style={{ borderRadius: '50%', background: color ?? 'var(--mantine-color-gray-4)', flexShrink: 0 }}
    />
  );
}

/** A project's status as a coloured badge; «Без статуса» for 0 or a status the company deleted. */
export function StatusBadge({
  status,
  fallback = 'Без статуса',
}: {
  status: Status | undefined;
  fallback?: string;
}) {
  return (
    <Badge variant="dot" color={status?.color ?? 'gray'} tt="none" fw={500}>
      {status?.name ?? fallback}
    </Badge>
  );
}

export interface StatusSelectProps extends Omit<NativeSelectProps, 'data' | 'value' | 'onChange'> {
  statuses: readonly Status[];
  value: number;
  onChange: (id: number) => void;
  /** the text of the empty choice */
  noneLabel?: string;
}

/**
 * A status picker that changes a project in place. The phone's own picker (a native select) is the
 * quickest on a touch screen and needs no extra code for the keyboard.
 */
export function StatusSelect({
  statuses,
  value,
  onChange,
  noneLabel = 'Без статуса',
  ...props
}: StatusSelectProps) {
  const current = statuses.find((s) => s.id === value);
  const data = [
    { value: '0', label: noneLabel },
    ...statuses.map((s) => ({ value: String(s.id), label: s.name })),
  ];
  // a status deleted since it was set: still shown, so the select does not lie about the record
  if (value !== 0 && !current) data.push({ value: String(value), label: `Статус №${value}` });
  return (
    <NativeSelect
      data={data}
      value={String(value)}
      onChange={(e) => onChange(Number(e.currentTarget.value))}
      leftSection={<StatusDot color={current?.color} />}
      {...props}
    />
  );
}
