import { readPhone } from './read.js';

/** A +7 number's national part: three digits of the code, then the seven of the subscriber. */
const NATIONAL_DIGITS = 10;
/** E.164: a number with its country code has at most 15 digits. */
const E164_MAX_DIGITS = 15;
/** The shortest international numbers (a small island's 4 digits after a 3-digit code) have 7 digits. */
const E164_MIN_DIGITS = 7;
/** The shortest local numbers (a small Russian town's) have 5 digits; fewer is nothing to call. */
const LOCAL_MIN_DIGITS = 5;

/**
 * A phone as people read it: a Russian number as `+7 (912) 345-67-89` whatever form it was stored in,
 * anything else exactly as it was typed.
 */
export function formatPhone(value: string | null | undefined): string {
  const reading = readPhone(value ?? '');
  if (reading.kind !== 'russian') return (value ?? '').trim();
  const national = reading.number.nationalNumber;
  if (national.length !== NATIONAL_DIGITS) return reading.number.formatInternational();
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}

export interface PhoneLinks {
  /** `tel:+79123456789`: calls it on a tap */
  call: string;
  /** `https://wa.me/79123456789`; null when the country code is unknown */
  whatsapp: string | null;
  /** `https://t.me/+79123456789`; null when the country code is unknown */
  telegram: string | null;
}

/**
 * Where a phone leads: a call, and a chat in WhatsApp or Telegram when the number carries its country (a
 * Russian one always does; a foreign one typed with its +). Null when there is nothing to call.
 */
export function phoneLinks(value: string | null | undefined): PhoneLinks | null {
  const reading = readPhone(value ?? '');
  if (reading.kind === 'russian') return linksOf(reading.stored);
  if (reading.kind !== 'kept') return null;
  const digits = reading.stored.replace(/\D/g, '');
  const international =
    reading.stored.startsWith('+') && digits.length >= E164_MIN_DIGITS && digits.length <= E164_MAX_DIGITS;
  if (international) return linksOf(`+${digits}`);
  return digits.length >= LOCAL_MIN_DIGITS ? { call: `tel:${digits}`, whatsapp: null, telegram: null } : null;
}

/** The links of a number in E.164 (`+` and digits). */
function linksOf(e164: string): PhoneLinks {
  return {
    call: `tel:${e164}`,
    whatsapp: `https://wa.me/${e164.slice(1)}`,
    telegram: `https://t.me/${e164}`,
  };
}
