import { LOCALE } from './number.js';

/** A moment as the server or the offline copy gives it: a Date, an ISO string, `YYYY-MM-DD` or epoch ms. */
export type DateInput = Date | string | number;

export interface DateOptions {
  /** IANA zone; the browser's own by default. Tests pin it. */
  timeZone?: string;
}

const DAY_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * `YYYY-MM-DD` is a calendar day, not a moment: read it as local midnight so that it never shifts to the
 * previous day west of UTC (which `new Date('2026-11-22')` would do).
 */
export function toDate(input: DateInput): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : input;
  if (typeof input === 'string') {
    const m = DAY_ONLY.exec(input);
    if (m) return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  }
  const d = new Date(input);
  return Number.isNaN(d.getTime()) ? null : d;
}

const cache = new Map<string, Intl.DateTimeFormat>();
function dateFormat(options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = JSON.stringify(options);
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(LOCALE, options);
    cache.set(key, f);
  }
  return f;
}

const two = (n: number) => String(n).padStart(2, '0');
/** `22.11.2026` in the device's zone, as ru-RU's Intl writes it (date.test.ts checks it against Intl). */
const localDay = (d: Date) => `${two(d.getDate())}.${two(d.getMonth() + 1)}.${d.getFullYear()}`;
/** `14:05` in the device's zone, 24 hours, as ru-RU's Intl writes it. */
const localTime = (d: Date) => `${two(d.getHours())}:${two(d.getMinutes())}`;

function isDayOnly(input: DateInput): boolean {
  return typeof input === 'string' && DAY_ONLY.test(input);
}

/** `22.11.2026`. */
export function formatDate(input: DateInput, options: DateOptions = {}): string {
  const d = toDate(input);
  if (!d) return '—';
  // A calendar day has no zone: shifting it would change the day.
  const timeZone = isDayOnly(input) ? undefined : options.timeZone;
  // in the device's own zone, without Intl: lists show dates on their first paint, and a browser's
  // first Intl formatter loads ICU's data on the main thread (decision 0059)
  if (timeZone === undefined) return localDay(d);
  return dateFormat({ day: '2-digit', month: '2-digit', year: 'numeric', timeZone }).format(d);
}

/** `22.11.2026, 14:05`. */
export function formatDateTime(input: DateInput, options: DateOptions = {}): string {
  const d = toDate(input);
  if (!d) return '—';
  if (options.timeZone === undefined) return `${localDay(d)}, ${localTime(d)}`;
  return dateFormat({
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: options.timeZone,
  }).format(d);
}

/** `14:05`. */
export function formatTime(input: DateInput, options: DateOptions = {}): string {
  const d = toDate(input);
  if (!d) return '—';
  if (options.timeZone === undefined) return localTime(d);
  return dateFormat({ hour: '2-digit', minute: '2-digit', timeZone: options.timeZone }).format(d);
}

/** ru-RU's names as Intl writes them in `воскресенье, 22 ноября` (date.test.ts checks every day of a year). */
const WEEKDAYS = ['воскресенье', 'понедельник', 'вторник', 'среда', 'четверг', 'пятница', 'суббота'];
/** Months in the genitive, as after a day's number: «22 ноября». */
export const MONTHS_GENITIVE = [
  'января',
  'февраля',
  'марта',
  'апреля',
  'мая',
  'июня',
  'июля',
  'августа',
  'сентября',
  'октября',
  'ноября',
  'декабря',
] as const;

/**
 * `воскресенье, 22 ноября` — for greetings and day headers. In the device's own zone it is written without
 * Intl: home's greeting is on its first paint, and a browser's first Intl formatter loads ICU's data
 * (docs/decisions/0059).
 */
export function formatLongDate(input: DateInput, options: DateOptions = {}): string {
  const d = toDate(input);
  if (!d) return '—';
  if (options.timeZone === undefined)
    return `${WEEKDAYS[d.getDay()]}, ${d.getDate()} ${MONTHS_GENITIVE[d.getMonth()]}`;
  return dateFormat({ weekday: 'long', day: 'numeric', month: 'long', timeZone: options.timeZone }).format(d);
}
