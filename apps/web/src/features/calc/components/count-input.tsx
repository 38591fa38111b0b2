import { ActionIcon, Group, NumberInput } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';

const MAX_COUNT = 9999;

/** A hand count (spots, pipes, chandeliers): −/+ buttons big enough for a thumb, or a typed number. */
export function CountInput({
  name,
  value,
  decimal = false,
  onChange,
}: {
  name: string;
  value: number;
  /** a length or an area typed by hand (2,5 м.п.): two decimals; the buttons step by one */
  decimal?: boolean;
  onChange: (next: number) => void;
}) {
  const round = (n: number) => (decimal ? Math.round(n * 100) / 100 : Math.round(n));
  const set = (next: number) => onChange(Math.min(MAX_COUNT, Math.max(0, round(next))));
  return (
    <Group gap={4} wrap="nowrap">
      <ActionIcon
        size={44}
        variant="default"
        aria-label={`Убрать: ${name}`}
        disabled={value <= 0}
        onClick={() => set(value - 1)}
      >
        <IconMinus size={18} aria-hidden />
      </ActionIcon>
      <NumberInput
        aria-label={`${name}, количество`}
        value={value}
        min={0}
        max={MAX_COUNT}
        allowDecimal={decimal}
        decimalScale={2}
        decimalSeparator=","
        allowNegative={false}
        clampBehavior="strict"
        hideControls
        w={72}
        styles={{ input: { height: 44, textAlign: 'center' } }}
        onChange={(v) => set(typeof v === 'number' ? v : Number(v) || 0)}
      />
      <ActionIcon size={44} variant="default" aria-label={`Добавить: ${name}`} onClick={() => set(value + 1)}>
        <IconPlus size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
