import { formatPhone, phoneLinks } from '@glad/contracts';
import { IconPhone } from '@tabler/icons-react';
import classes from './phone-link.module.css';

export interface PhoneLinkProps {
  phone: string;
  /** Whose number, for the link's accessible name: «Позвонить: Иван Петров». */
  who?: string;
  withIcon?: boolean;
  /** 'sm': the smaller text of a list's row */
  size?: 'sm' | 'md';
  /** 32 px tall instead of 44, for a list's row: the row itself is the larger target */
  compact?: boolean;
  /** bold, as the main fact of a card */
  strong?: boolean;
}

/**
 * A phone number as +7 (999) 123-45-67 that calls it on a tap; plain text when it cannot be called. Plain
 * elements styled as Mantine's Anchor: it is in every row of the clients' and projects' lists (decision 0060).
 */
export function PhoneLink({ phone, who, withIcon = true, size = 'md', compact, strong }: PhoneLinkProps) {
  const shown = formatPhone(phone);
  const href = phoneLinks(phone)?.call;
  if (!shown) return null;
  if (!href) {
    return (
      <p className={classes.plain} data-size={size}>
        {shown}
      </p>
    );
  }
  return (
    <a
      href={href}
      className={`mantine-focus-auto ${classes.link}`}
      data-size={size}
      data-compact={compact || undefined}
      data-strong={strong || undefined}
      aria-label={who ? `Позвонить: ${who}, ${shown}` : `Позвонить: ${shown}`}
    >
      {withIcon && <IconPhone size={16} aria-hidden />}
      {shown}
    </a>
  );
}
