import { Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ceilingHeightText, parseCeilingHeight } from '../model/length';

/**
 * The ceiling's height above the floor, m («3,20»), typed on the numeric keyboard like the other readings:
 * while the field has focus it keeps the text as typed; a wrong or unlikely height is explained below it
 * and changes nothing. Empty = not measured (0).
 */
export function CeilingHeightInput({ value, onChange }: { value: number; onChange: (m: number) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? ceilingHeightText(value);

  const change = (text: string) => {
    setDraft(text);
    const parsed = parseCeilingHeight(text);
    setError(parsed.ok ? null : parsed.error);
    if (parsed.ok && (parsed.m ?? 0) !== value) onChange(parsed.m ?? 0);
  };

  return (
    <TextInput
      label="Высота потолка, м"
      description="Для коэффициента за высоту в расчёте"
      w="100%"
      maw="16rem"
      value={shown}
      inputMode="decimal"
      autoComplete="off"
      enterKeyHint="next"
      placeholder="например, 2,75"
      error={error}
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          м
        </Text>
      }
      rightSectionPointerEvents="none"
      onChange={(e) => change(e.currentTarget.value)}
      onFocus={() => setDraft(shown)}
      onBlur={() => {
        setDraft(null);
        setError(null);
      }}
      styles={{ input: { minHeight: 44, fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
