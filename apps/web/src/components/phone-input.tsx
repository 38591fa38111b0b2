import { formatPhone, phoneWarning, readPhone } from '@glad/contracts';
import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';

export interface PhoneInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value?: string;
  /** the text as typed; Mantine's form takes a value as well as an event */
  onChange: (value: string) => void;
}

/**
 * «Телефон» as people type or paste it (8 912…, +7 (912)…, 9123456789, with spaces, dashes, brackets). On
 * leaving the field a Russian number is shown as +7 (912) 345-67-89; any other number stays exactly as
 * typed, with a warning under it. No input mask: a mask read «8 912…» as +7 (891)… and lost a digit.
 */
export function PhoneInput({
  value = '',
  onChange,
  onFocus,
  onBlur,
  description,
  ...props
}: PhoneInputProps) {
  const [typing, setTyping] = useState(false);
  const warning = typing || props.error ? null : phoneWarning(value);
  return (
    <TextInput
      label="Телефон"
      type="tel"
      inputMode="tel"
      placeholder="+7 (912) 345-67-89"
      {...props}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      onFocus={(event) => {
        setTyping(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setTyping(false);
        if (readPhone(value).kind === 'russian') onChange(formatPhone(value));
        onBlur?.(event);
      }}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={warning ? <PhoneWarning text={warning} /> : description}
    />
  );
}

function PhoneWarning({ text }: { text: string }) {
  return (
    <Group component="span" gap={4} wrap="nowrap" align="flex-start">
      <IconAlertTriangle
        size={16}
        color="var(--mantine-color-orange-7)"
        aria-hidden
        style={{ flexShrink: 0, marginTop: 1 }}
      />
      <Text component="span" size="sm" c="var(--mantine-color-text)">
        {text}
      </Text>
    </Group>
  );
}
