import { formatPhone, phoneLinks } from '@glad/contracts';
import { Anchor, type AnchorProps, Text } from '@mantine/core';
import { IconPhone } from '@tabler/icons-react';

export interface PhoneLinkProps extends AnchorProps {
  phone: string;
  /** Whose number, for the link's accessible name: «Позвонить: Иван Петров». */
  who?: string;
  withIcon?: boolean;
}

/** A phone number as +7 (999) 123-45-67 that calls it on a tap; plain text when it cannot be called. */
export function PhoneLink({ phone, who, withIcon = true, ...props }: PhoneLinkProps) {
  const shown = formatPhone(phone);
  const href = phoneLinks(phone)?.call;
  if (!shown) return null;
  if (!href) return <Text {...props}>{shown}</Text>;
  return (
    <Anchor
      href={href}
      aria-label={who ? `Позвонить: ${who}, ${shown}` : `Позвонить: ${shown}`}
      mih={44}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, whiteSpace: 'nowrap' }}
      {...props}
    >
      {withIcon && <IconPhone size={16} aria-hidden />}
      {shown}
    </Anchor>
  );
}
