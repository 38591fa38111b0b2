import { Text, TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';

export type ReadingInputProps = Omit<
  TextInputProps,
  'value' | 'onChange' | 'onFocus' | 'onBlur' | 'error' | 'rightSection' | 'rightSectionPointerEvents'
> & {
  /** the value as the field shows it when it is not being typed in */
  formatted: string;
  /** reads a typed text: passes a valid value on and answers null, or answers what is wrong with it */
  readText: (text: string) => string | null;
  /** the unit after the number («см», «м») */
  unit: string;
  /** marked as wrong from outside (a problem of the outline) */
  invalid?: boolean;
};

/**
 * A measured reading typed on the numeric keyboard: while the field has focus it keeps the text as typed;
 * a wrong text is explained below it and changes nothing; leaving the field shows the value again.
 */
export function ReadingInput({ formatted, readText, unit, invalid, ...field }: ReadingInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown = draft ?? formatted;

  return (
    <TextInput
      autoComplete="off"
      enterKeyHint="next"
      {...field}
      value={shown}
      error={error ?? (invalid ? true : undefined)}
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {unit}
        </Text>
      }
      rightSectionPointerEvents="none"
      onChange={(e) => {
        const text = e.currentTarget.value;
        setDraft(text);
        setError(readText(text));
      }}
      onFocus={() => setDraft(shown)}
      onBlur={() => {
        setDraft(null);
        setError(null);
      }}
      styles={{ input: { minHeight: 44, fontVariantNumeric: 'tabular-nums' } }}
    />
  );
}
