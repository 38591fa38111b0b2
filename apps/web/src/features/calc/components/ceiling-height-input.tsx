import { ceilingHeightText, parseCeilingHeight } from '../model/length';
import { ReadingInput } from './reading-input';

/**
 * The ceiling's height above the floor, m («3,20»), typed on the numeric keyboard like the other readings:
 * while the field has focus it keeps the text as typed; a wrong or unlikely height is explained below it
 * and changes nothing. Empty = not measured (0).
 */
export function CeilingHeightInput({ value, onChange }: { value: number; onChange: (m: number) => void }) {
  const readText = (text: string) => {
    const parsed = parseCeilingHeight(text);
    if (!parsed.ok) return parsed.error;
    if ((parsed.m ?? 0) !== value) onChange(parsed.m ?? 0);
    return null;
  };

  return (
    <ReadingInput
      label="Высота потолка, м"
      description="Для коэффициента за высоту в расчёте"
      w="100%"
      maw="16rem"
      formatted={ceilingHeightText(value)}
      readText={readText}
      unit="м"
      inputMode="decimal"
      placeholder="например, 2,75"
    />
  );
}
