import { memo } from 'react';
import {
  coordinateText,
  type LengthUnit,
  lengthText,
  type ParsedLength,
  parseCoordinate,
  parseLength,
} from '../model/length';
import { ReadingInput } from './reading-input';

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
  const unitText = unit === 'cm' ? 'см' : 'мм';
  const readText = (text: string) => {
    const parsed: ParsedLength = signed ? parseCoordinate(text, unit) : parseLength(text, unit);
    if (!parsed.ok) return parsed.error;
    if (required && parsed.mm === null) return 'Введите значение';
    if (parsed.mm !== value) onChange(parsed.mm);
    return null;
  };

  return (
    <ReadingInput
      size="sm"
      formatted={value === null ? '' : signed ? coordinateText(value, unit) : lengthText(value, unit)}
      readText={readText}
      unit={unitText}
      invalid={invalid}
      inputMode={signed ? 'text' : 'decimal'}
      {...(showLabel ? { label: `${label}, ${unitText}` } : { 'aria-label': `${label}, ${unitText}` })}
      placeholder={placeholder}
    />
  );
});
