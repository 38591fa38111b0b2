import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useEffect, useState } from 'react';

export interface NumberFieldProps extends Omit<NumberInputProps, 'value' | 'onChange' | 'onBlur'> {
  value: number;
  /** called with every complete number typed (the preview follows the typing) */
  onValue: (value: number) => void;
}

/**
 * A number typed in Russian style (comma for decimals). The text being typed stays the user's — an empty
 * field or a lone «-» is not forced back while typing; leaving the field restores the last number.
 */
export function NumberField({ value, onValue, min, max, ...props }: NumberFieldProps) {
  const [text, setText] = useState<number | string>(value);
  useEffect(() => {
    setText((current) => (typeof current === 'number' && current === value ? current : value));
  }, [value]);
  return (
    <NumberInput
      decimalSeparator=","
      thousandSeparator=" "
      min={min}
      max={max}
      clampBehavior="blur"
      {...props}
      value={text}
      onChange={(v) => {
        setText(v);
        if (typeof v === 'number' && Number.isFinite(v)) {
          const inRange = (min === undefined || v >= min) && (max === undefined || v <= max);
          if (inRange) onValue(v);
        }
      }}
      onBlur={() => {
        if (typeof text !== 'number' || !Number.isFinite(text)) setText(value);
      }}
    />
  );
}
