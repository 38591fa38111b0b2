import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eventIcs, eventSummary } from './event-ics.js';
import { escapeText, foldLine, MAX_LINE_OCTETS, MOSCOW_ZONE, serializeCalendar } from './ical.js';

/** UTF-8 length by the platform's encoder (the writer counts octets itself). */
const encoder = new (
  globalThis as unknown as { TextEncoder: new () => { encode(s: string): Uint8Array } }
).TextEncoder();
const octets = (s: string) => encoder.encode(s).length;
const unfold = (s: string) => s.replace(/\r\n /g, '');
/** Characters of 1 to 4 UTF-8 octets, and those TEXT escapes. */
const character = fc.oneof(
  fc.constantFrom(',', ';', '\\', '\n', ' ', '€'),
  fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCodePoint(c)),
  fc.integer({ min: 0x400, max: 0x44f }).map((c) => String.fromCodePoint(c)),
  fc.integer({ min: 0x1f600, max: 0x1f64f }).map((c) => String.fromCodePoint(c)),
);

describe('iCalendar text', () => {
  it('escapes backslash, semicolon, comma and line breaks', () => {
    expect(escapeText('ул. Садовая, 5; кв. 2\\3\nдомофон')).toBe('ул. Садовая\\, 5\\; кв. 2\\\\3\\nдомофон');
  });
  it('folds a long Cyrillic line at 75 octets between characters', () => {
    const line = `SUMMARY:${'Замер'.repeat(20)}`; // 8 + 200 octets
    const folded = foldLine(line);
    const parts = folded.split('\r\n');
    // 'SUMMARY:' is 8 octets, each Cyrillic letter 2: 33 letters fill 74, the 34th would pass 75
    expect(parts[0]).toBe(`SUMMARY:${'Замер'.repeat(20).slice(0, 33)}`);
    expect(parts.slice(1).every((p) => p.startsWith(' '))).toBe(true);
    expect(unfold(folded)).toBe(line);
    expect(foldLine('SHORT:1')).toBe('SHORT:1');
  });
  it('folding keeps every line within 75 octets and unfolds to the same text (any text)', () => {
    fc.assert(
      fc.property(fc.string({ unit: character, maxLength: 300 }), (text) => {
        const line = `DESCRIPTION:${escapeText(text)}`;
        const folded = foldLine(line);
        const longest = Math.max(...folded.split('\r\n').map(octets));
        expect(longest).toBeLessThanOrEqual(MAX_LINE_OCTETS);
        expect(unfold(folded)).toBe(line);
      }),
    );
  });
});

describe('an event as a VEVENT', () => {
  const event = {
    id: 1201,
    date: '2026-11-26',
    time: '23:00',
    duration: 60,
    status: 'planned',
    note: 'Домофон 12, позвонить за час',
    adresa: 'Москва, ул. Садовая, 5',
    cancel_reason: '',
    kindLabel: 'Замер',
    clientName: 'Анна Петрова',
    clientPhone: '+7 (999) 123-45-67',
    projectName: 'Квартира на Садовой',
    people: ['Иван Петров'],
    created: new Date('2026-11-25T09:00:00Z'),
    updated: new Date('2026-11-25T10:15:30Z'),
    version: 42,
  };
  it('names the kind and the client, else the project', () => {
    expect(eventSummary(event)).toBe('Замер: Анна Петрова');
    expect(eventSummary({ ...event, clientName: ' ' })).toBe('Замер: Квартира на Садовой');
    expect(eventSummary({ ...event, clientName: '', projectName: '' })).toBe('Замер');
  });
  it('writes the calendar with CRLF, the Moscow zone and an end at midnight as the next day', () => {
    const text = serializeCalendar({
      product: '-//Гладь//Календарь//RU',
      name: 'Гладь',
      zone: MOSCOW_ZONE,
      events: [eventIcs(event, 'glad.local'), eventIcs({ ...event, id: 1202, time: '' }, 'glad.local')],
    });
    expect(text.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/\n/);
    const lines = unfold(text).split('\r\n');
    expect(lines).toContain('UID:event-1201@glad.local');
    expect(lines).toContain('DTSTART;TZID=Europe/Moscow:20261126T230000');
    expect(lines).toContain('DTEND;TZID=Europe/Moscow:20261127T000000');
    expect(lines).toContain('DTSTAMP:20261125T101530Z');
    expect(lines).toContain('SEQUENCE:42');
    expect(lines).toContain('LOCATION:Москва\\, ул. Садовая\\, 5');
    expect(lines).toContain('TZOFFSETTO:+0300');
    expect(lines).toContain('DTSTART;VALUE=DATE:20261126');
    expect(lines).toContain('DTEND;VALUE=DATE:20261127');
    expect(lines).toContain('STATUS:CONFIRMED');
  });
  it('marks a cancelled event and gives its reason', () => {
    const ics = eventIcs({ ...event, status: 'cancelled', cancel_reason: 'Клиент уехал' }, 'x');
    expect(ics.status).toBe('CANCELLED');
    expect(ics.description).toContain('Отменено: Клиент уехал');
  });
  it('gives a bare note as the whole description', () => {
    const bare = { ...event, projectName: '', clientPhone: '', people: [] };
    expect(eventIcs(bare, 'x').description).toBe('Домофон 12, позвонить за час');
  });
});
