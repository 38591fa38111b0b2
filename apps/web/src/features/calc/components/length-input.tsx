import { Text, TextInput } from '@mantine/core';
import { memo, useState } from 'react';
import {
  coordinateText,
  type LengthUnit,
  lengthText,
  type ParsedLength,
  parseCoordinate,
  parseLength,
} from '../model/length';

export interface LengthInputProps {
  /** mm; null — nothing typed */
  value: number | null;
  unit: LengthUnit;
  label: string;
  /** called on every valid change (the drawing follows the typing) */
  onChange: (mm: number | null) => void;
  /** a signed coordinate rather than a length */
  signed?: boolean;
  /** marked by a problem of the outline */
  invalid?: boolean;
  /** the field must not be left empty (coordinates) */
  required?: boolean;
  placeholder?: string;
  /** the label is shown above the field (outside a table, where the row names it) */
  showLabel?: boolean;
}

/**
 * A reading in cm (or mm), typed on the numeric keyboard: «254,5», or with a unit: «2545мм». While the
 * field has focus it keeps the text as typed; a wrong text is explained below it and changes nothing.
 */
export const LengthInput = memo(function LengthInput({
  value,
  unit,
  label,
  onChange,
  signed,
  invalid,
  required,
  placeholder,
  showLabel,
}: LengthInputProps) {
  const [draft, setDraft] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const shown =
    draft ?? (value === null ? '' : signed ? coordinateText(value, unit) : lengthText(value, unit));

  const change = (text: string) => {
    setDraft(text);
    const parsed: ParsedLength = signed ? parseCoordinate(text, unit) : parseLength(text, unit);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    if (required && parsed.mm === null) {
      setError('Введите значение');
      return;
    }
    setError(null);
    if (parsed.mm !== value) onChange(parsed.mm);
  };

  return (
    <TextInput
      size="sm"
      value={shown}
      inputMode={signed ? 'text' : 'decimal'}
      autoComplete="off"
      enterKeyHint="next"
      {...(showLabel
        ? { label: `${label}, ${unit === 'cm' ? 'см' : 'мм'}` }
        : { 'aria-label': `${label}, ${unit === 'cm' ? 'см' : 'мм'}` })}
      placeholder={placeholder}
      error={error ?? (invalid ? true : undefined)}
      rightSection={
        <Text size="xs" c="dimmed" aria-hidden>
          {unit === 'cm' ? 'см' : 'мм'}
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
});
