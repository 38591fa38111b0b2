import { type DateInput, type DateOptions, formatDate, toDate } from './date.js';
import { LOCALE } from './number.js';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
/** Past a week a date reads better than «13 дней назад». */
const RELATIVE_LIMIT = 7 * DAY;

/**
 * Made on the first relative date, not when the module loads: building it costs 20–30 ms on a desktop
 * (the locale's relative-time data), and the shell imports this module at start-up whether or not a
 * screen shows a relative date.
 */
let rtf: Intl.RelativeTimeFormat | undefined;
const relativeFormat = () => (rtf ??= new Intl.RelativeTimeFormat(LOCALE, { numeric: 'auto' }));

/**
 * How long ago (or until) a moment is, in Russian: «только что», «5 минут назад», «2 часа назад»,
 * «вчера», «через 3 дня»; a week or more away → the date.
 */
export function formatRelative(
  input: DateInput,
  now: DateInput = Date.now(),
  options: DateOptions = {},
): string {
  const d = toDate(input);
  const n = toDate(now);
  if (!d || !n) return '—';
  const diff = d.getTime() - n.getTime();
  const abs = Math.abs(diff);
  if (abs < MINUTE) return 'только что';
  if (abs >= RELATIVE_LIMIT) return formatDate(d, options);
  const sign = diff < 0 ? -1 : 1;
  if (abs < HOUR) return relativeFormat().format(sign * Math.floor(abs / MINUTE), 'minute');
  if (abs < DAY) return relativeFormat().format(sign * Math.floor(abs / HOUR), 'hour');
  return relativeFormat().format(sign * Math.floor(abs / DAY), 'day');
}

/**
 * An employee's last activity (docs/spec.md §3: LAST_ACTIVITY_DATE): «был(а) в сети 5 минут назад»,
 * «был(а) в сети 03.11.2026»; never signed in → «ещё не заходил(а)».
 */
export function formatLastSeen(
  input: DateInput | null | undefined,
  now: DateInput = Date.now(),
  options: DateOptions = {},
): string {
  if (input === null || input === undefined || input === '') return 'ещё не заходил(а)';
  const d = toDate(input);
  if (!d) return 'ещё не заходил(а)';
  const n = toDate(now) ?? new Date();
  // A clock a little ahead of the server's must not say «через минуту».
  const when = d.getTime() > n.getTime() ? n : d;
  return `был(а) в сети ${formatRelative(when, n, options)}`;
}
