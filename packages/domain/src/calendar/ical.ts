/**
 * A small iCalendar (RFC 5545) writer: what a calendar feed and a single event download need, and no more.
 * Lines end in CRLF and are folded at 75 octets (§3.1), never inside a character; TEXT values are escaped
 * (§3.3.11). Times are local to one time zone with a fixed offset, described by its VTIMEZONE.
 */
import { addDays } from '../estimate/header.js';
import { DAY_MINUTES } from './time.js';

/** §3.1: a content line is at most 75 octets, not counting its CRLF. */
export const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

/** A zone whose offset never changes (Moscow has kept +03:00 since 2014). */
export interface FixedZone {
  tzid: string;
  /** `+0300` */
  offset: string;
  /** `MSK` */
  abbreviation: string;
}

export const MOSCOW_ZONE: FixedZone = { tzid: 'Europe/Moscow', offset: '+0300', abbreviation: 'MSK' };

/** A day, with a time of day (minutes after midnight, up to 1440) or without (a whole-day event). */
export interface IcsMoment {
  date: string;
  minutes: number | null;
}

export interface IcsEvent {
  uid: string;
  /** DTSTAMP: when this description of the event was last changed */
  stamp: Date;
  created?: Date;
  /** SEQUENCE: grows with each change */
  sequence?: number;
  start: IcsMoment;
  /** exclusive: the day after for a whole-day event */
  end: IcsMoment;
  summary: string;
  location?: string;
  description?: string;
  status: 'CONFIRMED' | 'TENTATIVE' | 'CANCELLED';
}

export interface IcsCalendar {
  /** PRODID */
  product: string;
  /** X-WR-CALNAME, the name a phone shows for the subscription */
  name: string;
  zone: FixedZone;
  events: readonly IcsEvent[];
}

/** §3.3.11: backslash, semicolon and comma are escaped, a line break becomes `\n`. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/** Octets of a character (one code point) in UTF-8; a lone surrogate is written as U+FFFD, 3 octets. */
function utf8Octets(char: string): number {
  const cp = char.codePointAt(0) ?? 0;
  return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

function utf8Length(text: string): number {
  let n = 0;
  for (const char of text) n += utf8Octets(char);
  return n;
}

/**
 * §3.1: splits a content line into physical lines of at most 75 octets; each one after the first starts
 * with a space (which counts in its 75). Splits fall between characters (code points), never inside one.
 */
export function foldLine(line: string): string {
  if (utf8Length(line) <= MAX_LINE_OCTETS) return line;
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = utf8Octets(char);
    const limit = parts.length === 0 ? MAX_LINE_OCTETS : MAX_LINE_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

function dayDigits(date: string): string {
  return date.replace(/-/g, '');
}

/** `20261126T093000Z` */
export function utcStamp(d: Date): string {
  return (
    `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}` +
    `T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}Z`
  );
}

/** DTSTART/DTEND: a local time in the zone, or a DATE value; 24:00 is written as 00:00 of the next day. */
function momentLine(name: 'DTSTART' | 'DTEND', at: IcsMoment, zone: FixedZone): string {
  if (at.minutes === null) return `${name};VALUE=DATE:${dayDigits(at.date)}`;
  const overflow = at.minutes >= DAY_MINUTES;
  const date = overflow ? addDays(at.date, 1) : at.date;
  const minutes = overflow ? at.minutes - DAY_MINUTES : at.minutes;
  const time = `${pad(Math.floor(minutes / 60))}${pad(minutes % 60)}00`;
  return `${name};TZID=${zone.tzid}:${dayDigits(date)}T${time}`;
}

function zoneLines(zone: FixedZone): string[] {
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${zone.tzid}`,
    'BEGIN:STANDARD',
    'DTSTART:19700101T000000',
    `TZOFFSETFROM:${zone.offset}`,
    `TZOFFSETTO:${zone.offset}`,
    `TZNAME:${zone.abbreviation}`,
    'END:STANDARD',
    'END:VTIMEZONE',
  ];
}

function eventLines(event: IcsEvent, zone: FixedZone): string[] {
  const lines = ['BEGIN:VEVENT', `UID:${event.uid}`, `DTSTAMP:${utcStamp(event.stamp)}`];
  if (event.created) lines.push(`CREATED:${utcStamp(event.created)}`);
  lines.push(`LAST-MODIFIED:${utcStamp(event.stamp)}`);
  if (event.sequence !== undefined) lines.push(`SEQUENCE:${event.sequence}`);
  lines.push(momentLine('DTSTART', event.start, zone), momentLine('DTEND', event.end, zone));
  lines.push(`SUMMARY:${escapeText(event.summary)}`);
  if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
  if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
  lines.push(`STATUS:${event.status}`, 'END:VEVENT');
  return lines;
}

/** The whole calendar as an `.ics` text: CRLF line ends, folded lines, one VTIMEZONE. */
export function serializeCalendar(calendar: IcsCalendar): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${calendar.product}`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    `X-WR-CALNAME:${escapeText(calendar.name)}`,
    `X-WR-TIMEZONE:${calendar.zone.tzid}`,
    ...zoneLines(calendar.zone),
    ...calendar.events.flatMap((event) => eventLines(event, calendar.zone)),
    'END:VCALENDAR',
  ];
  return lines.map((line) => foldLine(line) + CRLF).join('');
}
