import { formatNumber, parseRoublesToKopecks } from '@glad/domain';
import { TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';

/** What a price field holds as text: roubles for money units, a percentage for '%' items. */
export function priceToText(value: number | null, percent: boolean): string {
  if (value === null) return '';
  return formatNumber(percent ? value : value / 100, { maxFractionDigits: 2 }).replace(/\s/g, ' ');
}

/**
 * Typed text → the stored number: kopecks for money, a percentage for '%' items (both typed with up to two
 * decimals, comma or point). `undefined` when it is not a number.
 */
export function textToPrice(text: string, percent: boolean): number | null | undefined {
  if (text.trim() === '') return null;
  const hundredths = parseRoublesToKopecks(text);
  if (hundredths === null) return undefined;
  return percent ? hundredths / 100 : hundredths;
}

export interface PriceFieldProps {
  label: string;
  /** the field's name for a screen reader when the visible label is short: «Цена для клиента: Доставка» */
  ariaLabel: string;
  value: number | null;
  percent: boolean;
  /** an empty field means «not set» (the installer price) instead of being refused */
  allowEmpty?: boolean;
  placeholder?: string;
  disabled?: boolean;
  /** Saves; a rejection puts the old value back (the caller tells why). */
  onCommit: (value: number | null) => Promise<unknown>;
}

/**
 * A price edited in place: saved when the field is left or Enter is pressed, Escape puts the saved value
 * back. Money is typed in roubles and kept in kopecks.
 */
export function PriceField({
  label,
  ariaLabel,
  value,
  percent,
  allowEmpty = false,
  placeholder,
  disabled,
  onCommit,
}: PriceFieldProps) {
  const saved = priceToText(value, percent);
  const [text, setText] = useState(saved);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => setText(saved), [saved]);

  const commit = async () => {
    if (text === saved) {
      setError(null);
      return;
    }
    const next = textToPrice(text, percent);
    if (next === undefined) {
      setError(percent ? 'Введите число процентов' : 'Введите сумму в рублях');
      return;
    }
    if (next === null && !allowEmpty) {
      setError('Укажите цену');
      return;
    }
    if (next === value) {
      setText(saved);
      setError(null);
      return;
    }
    setError(null);
    setSaving(true);
    try {
      await onCommit(next);
    } catch {
      setText(saved);
    } finally {
      setSaving(false);
    }
  };

  return (
    <TextInput
      label={label}
      aria-label={ariaLabel}
      size="sm"
      inputMode="decimal"
      autoComplete="off"
      value={text}
      placeholder={placeholder}
      disabled={disabled}
      error={error}
      rightSection={percent ? '%' : '₽'}
      rightSectionPointerEvents="none"
      data-saving={saving || undefined}
      onChange={(e) => setText(e.currentTarget.value)}
      onBlur={() => void commit()}
      onKeyDown={(e) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          void commit();
        } else if (e.key === 'Escape') {
          setText(saved);
          setError(null);
        }
      }}
    />
  );
}
