import { type PhoneReading, readPhone } from './read.js';

/** A +7 number's national part: three digits of the code, then the seven of the subscriber. */
const NATIONAL_DIGITS = 10;
/** E.164: a number with its country code has at most 15 digits. */
const E164_MAX_DIGITS = 15;
/** The shortest international numbers (a small island's 4 digits after a 3-digit code) have 7 digits. */
const E164_MIN_DIGITS = 7;
/** The shortest local numbers (a small Russian town's) have 5 digits; fewer is nothing to call. */
const LOCAL_MIN_DIGITS = 5;

/**
 * Phones shown are remembered by their text, up to this many: a list shows the same numbers again on
 * every render and scroll, and reading one (libphonenumber) costs about half a millisecond on a phone.
 * Past the limit the memory starts again, so it stays small on a server too.
 */
const SHOWN_MEMORY = 2000;

interface Shown {
  text: string;
  links: PhoneLinks | null;
}
const shownMemory = new Map<string, Shown>();

/** How a stored phone is shown and where it leads, read once for both. */
function show(value: string | null | undefined): Shown {
  const key = value ?? '';
  let shown = shownMemory.get(key);
  if (!shown) {
    const reading = readPhone(key);
    shown = Object.freeze({ text: textOf(key, reading), links: linksOfReading(reading) });
    if (shownMemory.size >= SHOWN_MEMORY) shownMemory.clear();
    shownMemory.set(key, shown);
  }
  return shown;
}

function textOf(value: string, reading: PhoneReading): string {
  if (reading.kind !== 'russian') return value.trim();
  const national = reading.number.nationalNumber;
  if (national.length !== NATIONAL_DIGITS) return reading.number.formatInternational();
  return `+7 (${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6, 8)}-${national.slice(8)}`;
}

/**
 * A phone as people read it: a Russian number as `+7 (912) 345-67-89` whatever form it was stored in,
 * anything else exactly as it was typed.
 */
export function formatPhone(value: string | null | undefined): string {
  return show(value).text;
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
  return show(value).links;
}

function linksOfReading(reading: PhoneReading): PhoneLinks | null {
  if (reading.kind === 'russian') return linksOf(reading.stored);
  if (reading.kind !== 'kept') return null;
  const digits = reading.stored.replace(/\D/g, '');
  const international =
    reading.stored.startsWith('+') && digits.length >= E164_MIN_DIGITS && digits.length <= E164_MAX_DIGITS;
  if (international) return linksOf(`+${digits}`);
  return digits.length >= LOCAL_MIN_DIGITS
    ? Object.freeze({ call: `tel:${digits}`, whatsapp: null, telegram: null })
    : null;
}

/** The links of a number in E.164 (`+` and digits). */
function linksOf(e164: string): PhoneLinks {
  return Object.freeze({
    call: `tel:${e164}`,
    whatsapp: `https://wa.me/${e164.slice(1)}`,
    telegram: `https://t.me/${e164}`,
  });
}
