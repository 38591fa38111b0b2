import { Group, Text, TextInput, type TextInputProps } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';

// The phone rules (libphonenumber and its metadata) load once the field is on screen, not before the
// form around it works: a registration form is usable before they arrive (decision 0038).
const loadRules = () => import('@glad/contracts/phone-text');
type PhoneRules = Awaited<ReturnType<typeof loadRules>>;
let loadedRules: PhoneRules | null = null;

function usePhoneRules(): PhoneRules | null {
  const [rules, setRules] = useState(loadedRules);
  useEffect(() => {
    if (rules) return;
    let current = true;
    loadRules().then(
      (module) => {
        loadedRules = module;
        if (current) setRules(module);
      },
      // offline before the worker cached it: the number stays as typed, the server reads it
      () => {},
    );
    return () => {
      current = false;
    };
  }, [rules]);
  return rules;
}

/** A Russian number as +7 (912) 345-67-89; null when it is not one (kept as typed). */
function russianShown(rules: PhoneRules, typed: string): string | null {
  return rules.readPhone(typed).kind === 'russian' ? rules.formatPhone(typed) : null;
}

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
  const rules = usePhoneRules();
  const latest = useRef(value);
  latest.current = value;
  const warning = typing || props.error || !rules ? null : rules.phoneWarning(value);
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
        const typed = value;
        const show = (phoneRules: PhoneRules) => {
          const shown = russianShown(phoneRules, typed);
          // still what was there on leaving the field: nothing typed since is overwritten
          if (shown !== null && latest.current === typed) onChange(shown);
        };
        if (rules) show(rules);
        else loadRules().then(show, () => {});
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
