import { formatNumber } from '@glad/domain';

/** The unit a bare number is read in: measurers say centimetres, short walls are written in millimetres. */
export type LengthUnit = 'cm' | 'mm';

/** Longest reading taken (mm): no room wall or diagonal is 100 m. */
export const MAX_LENGTH_MM = 100_000;

export type ParsedLength = { ok: true; mm: number | null } | { ok: false; error: string };

const UNIT_MM: Record<string, number> = { мм: 1, mm: 1, см: 10, cm: 10, м: 1000, m: 1000 };

/**
 * A typed reading to integer millimetres: «254,5» (in `unit`), «2545мм», «254.5 см», «2,5 м». Empty text
 * is no reading (null). Anything else answers a Russian error to show beside the field.
 */
export function parseLength(text: string, unit: LengthUnit): ParsedLength {
  const trimmed = text.trim().toLowerCase().replace(/\s+/g, '');
  if (trimmed === '') return { ok: true, mm: null };
  const match = /^(\d+(?:[.,]\d+)?|[.,]\d+)(мм|mm|см|cm|м|m)?\.?$/.exec(trimmed);
  if (!match) return { ok: false, error: 'Введите число, например 254,5 или 2545мм' };
  const value = Number(match[1]!.replace(',', '.'));
  const factor = match[2] ? UNIT_MM[match[2]]! : unit === 'cm' ? 10 : 1;
  const mm = Math.round(value * factor);
  if (mm <= 0) return { ok: false, error: 'Длина должна быть больше нуля' };
  if (mm > MAX_LENGTH_MM) return { ok: false, error: 'Слишком длинно: не больше 100 м' };
  return { ok: true, mm };
}

/** A length as the field shows it in `unit`, without the unit: 2545 → «254,5» (cm) or «2545» (mm). */
export function lengthText(mm: number | null | undefined, unit: LengthUnit): string {
  if (mm == null || !Number.isFinite(mm)) return '';
  return unit === 'cm' ? formatNumber(mm / 10, { maxFractionDigits: 1 }).replace(/\s/g, '') : String(mm);
}

/** A signed coordinate typed in cm (or mm): «-120,5» → −1205 mm. */
export function parseCoordinate(text: string, unit: LengthUnit): ParsedLength {
  const trimmed = text.trim().replace(/\s+/g, '').replace('−', '-');
  if (trimmed === '') return { ok: false, error: 'Введите координату' };
  const negative = trimmed.startsWith('-');
  const parsed = parseLength(negative ? trimmed.slice(1) : trimmed, unit);
  if (!parsed.ok) {
    if (/^-?0+(?:[.,]0+)?(мм|mm|см|cm|м|m)?$/i.test(trimmed)) return { ok: true, mm: 0 };
    return parsed;
  }
  return { ok: true, mm: parsed.mm === null ? null : negative ? -parsed.mm : parsed.mm };
}

/** A coordinate as its field shows it. */
export function coordinateText(mm: number, unit: LengthUnit): string {
  const abs = lengthText(Math.abs(mm), unit) || '0';
  return mm < 0 ? `-${abs}` : abs;
}

/** «254,5 см» for labels; whole and tenth centimetres as measurers write them. */
export function cmLabel(mm: number): string {
  return formatNumber(mm / 10, { maxFractionDigits: 1 });
}

/** Ceiling heights a room can have, m: lower or higher is a typo (a reading in cm taken for metres). */
export const CEILING_HEIGHT_MIN_M = 1.5;
export const CEILING_HEIGHT_MAX_M = 10;

export type ParsedHeight = { ok: true; m: number | null } | { ok: false; error: string };

/**
 * A typed ceiling height to metres with two decimals: a bare number is metres («3,20», «3.2», «3,»
 * while typing), or with a unit as any reading («320 см», «3200мм»). Empty text is not measured (null).
 */
export function parseCeilingHeight(text: string): ParsedHeight {
  const trimmed = text.trim().replace(/\s+/g, '').replace(/[.,]$/, '');
  if (trimmed === '') return { ok: true, m: null };
  let m: number;
  if (/^(\d+(?:[.,]\d+)?|[.,]\d+)$/.test(trimmed))
    m = Math.round(Number(trimmed.replace(',', '.')) * 100) / 100;
  else {
    const parsed = parseLength(trimmed, 'cm');
    if (!parsed.ok || parsed.mm === null)
      return { ok: false, error: 'Введите высоту в метрах, например 2,75' };
    m = Math.round(parsed.mm / 10) / 100;
  }
  if (m < CEILING_HEIGHT_MIN_M || m > CEILING_HEIGHT_MAX_M)
    return {
      ok: false,
      error: `Высота потолка — от ${formatNumber(CEILING_HEIGHT_MIN_M)} до ${formatNumber(CEILING_HEIGHT_MAX_M)} м`,
    };
  return { ok: true, m };
}

/** A ceiling height as its field shows it: 3.2 → «3,20»; '' when not measured. */
export function ceilingHeightText(m: number): string {
  return m > 0 ? formatNumber(m, { fractionDigits: 2 }) : '';
}
