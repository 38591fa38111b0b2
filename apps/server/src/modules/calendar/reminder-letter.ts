import { type EventKind, eventKindLabels, formatPhone } from '@glad/contracts';
import { clockText, eventSpan, eventSummary, formatCount, formatLongDate } from '@glad/domain';
import type { MailMessage } from '../../plugins/mail.js';
import type { EventWithNames } from './repository.js';

const eventForms = ['событие', 'события', 'событий'] as const;

function when(row: EventWithNames): string {
  const span = eventSpan(row.event);
  return span ? `${clockText(span.start)}–${clockText(span.end)}` : 'Весь день';
}

function block(row: EventWithNames, people: Map<number, string>, self: number): string {
  const { event } = row;
  const kindLabel = eventKindLabels[event.kind as EventKind] ?? eventKindLabels.other;
  const lines = [`${when(row)}  ${eventSummary({ kindLabel, ...row })}`];
  if (event.adresa.trim()) lines.push(`   Адрес: ${event.adresa.trim()}`);
  if (row.clientPhone.trim()) lines.push(`   Телефон клиента: ${formatPhone(row.clientPhone)}`);
  const others = event.assignees.filter((id) => id !== self).map((id) => people.get(id) ?? `№${id}`);
  if (others.length > 0) lines.push(`   Вместе с: ${others.join(', ')}`);
  if (event.note.trim()) lines.push(`   ${event.note.trim().replace(/\n/g, '\n   ')}`);
  return lines.join('\n');
}

/** The evening letter: tomorrow's events of one person, by start time, with where and whom to call. */
export function reminderLetter(opts: {
  to: string;
  name: string;
  userId: number;
  day: string;
  rows: readonly EventWithNames[];
  people: Map<number, string>;
  calendarUrl: string;
}): MailMessage {
  const dayText = formatLongDate(opts.day);
  const count = formatCount(opts.rows.length, eventForms);
  const greeting = opts.name.trim() ? `Здравствуйте, ${opts.name.trim()}!` : 'Здравствуйте!';
  const text = [
    greeting,
    '',
    `Завтра, ${dayText}, у вас ${count}:`,
    '',
    opts.rows.map((row) => block(row, opts.people, opts.userId)).join('\n\n'),
    '',
    `Календарь: ${opts.calendarUrl}`,
    '',
    'Гладь',
  ].join('\n');
  return { to: opts.to, subject: `Завтра, ${dayText}: ${count}`, text };
}
