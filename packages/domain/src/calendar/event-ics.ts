import { addDays } from '../estimate/header.js';
import type { IcsEvent } from './ical.js';
import { eventSpan } from './time.js';

/** An event with what its description names: labels and names are the caller's (Russian). */
export interface DescribedEvent {
  id: number;
  date: string;
  time: string;
  duration: number;
  status: string;
  note: string;
  adresa: string;
  cancel_reason: string;
  /** `Замер` */
  kindLabel: string;
  clientName: string;
  clientPhone: string;
  projectName: string;
  /** the assignees' names */
  people: readonly string[];
  created: Date;
  updated: Date;
  version: number;
}

/** `Замер: Анна Петрова`; the project stands in for a missing client, the kind alone for both. */
export function eventSummary(e: Pick<DescribedEvent, 'kindLabel' | 'clientName' | 'projectName'>): string {
  const who = e.clientName.trim() || e.projectName.trim();
  return who ? `${e.kindLabel}: ${who}` : e.kindLabel;
}

function description(e: DescribedEvent): string {
  const lines: string[] = [];
  if (e.projectName.trim()) lines.push(`Объект: ${e.projectName.trim()}`);
  if (e.clientPhone.trim()) lines.push(`Телефон клиента: ${e.clientPhone.trim()}`);
  if (e.people.length > 0) lines.push(`Исполнители: ${e.people.join(', ')}`);
  if (e.status === 'cancelled') lines.push(`Отменено: ${e.cancel_reason.trim()}`);
  if (e.status === 'done') lines.push('Выполнено');
  if (e.note.trim()) lines.push(...(lines.length > 0 ? [''] : []), e.note.trim());
  return lines.join('\n');
}

/**
 * The VEVENT of an event: its id makes a UID that stays across changes (`{id}@{domain}`), its version the
 * SEQUENCE, so a phone replaces the event it holds instead of adding a second one.
 */
export function eventIcs(e: DescribedEvent, uidDomain: string): IcsEvent {
  const span = eventSpan(e);
  return {
    uid: `event-${e.id}@${uidDomain}`,
    stamp: e.updated,
    created: e.created,
    sequence: e.version,
    start: { date: e.date, minutes: span ? span.start : null },
    end: span ? { date: e.date, minutes: span.end } : { date: addDays(e.date, 1), minutes: null },
    summary: eventSummary(e),
    location: e.adresa.trim() || undefined,
    description: description(e) || undefined,
    status: e.status === 'cancelled' ? 'CANCELLED' : 'CONFIRMED',
  };
}
