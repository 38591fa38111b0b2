import { z } from 'zod';
import { eventKinds, eventStatuses } from './event-constants.js';
import { eventKind, eventRecord, eventStatus, isoDay, listOffset } from './records.js';

/*
 * The calendar's calls beside the event record (records.ts): the list's filters, the warnings a write
 * answers with, the private iCalendar feed, the company's reminder hour and the live channel.
 */

const MAX_ID = Number.MAX_SAFE_INTEGER;
const INT_MAX = 2_147_483_647;

/** `kind=zamer` or `kind=zamer,montazh`: one value or several, comma-separated. */
function listOf<T extends string>(values: readonly [T, ...T[]], item: z.ZodType<T>, message: string) {
  return z
    .string()
    .max(200)
    .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))])
    .refine((list) => list.every((v) => item.safeParse(v).success), message)
    .transform((list) => list as T[])
    .describe(`one or more of ${values.join(', ')}, comma-separated`);
}

/**
 * GET events/: `from`/`to` (inclusive days), `assignee` (a user id among the event's assignees),
 * `kind` and `status` (one or several, comma-separated), `client`, `project`; offset and limit.
 * Ordered by day, start time (events of the whole day first) and id.
 */
export const eventListQuery = z.object({
  offset: listOffset,
  limit: z.coerce.number().int().min(1).max(1000).default(500),
  from: isoDay.optional(),
  to: isoDay.optional(),
  client: z.coerce.number().int().positive().max(MAX_ID).optional(),
  project: z.coerce.number().int().positive().max(MAX_ID).optional(),
  assignee: z.coerce.number().int().positive().max(INT_MAX).optional(),
  kind: listOf(eventKinds, eventKind, 'Вид события: zamer, montazh, vstrecha или other').optional(),
  status: listOf(eventStatuses, eventStatus, 'Статус события: planned, done или cancelled').optional(),
});
export type EventListQuery = z.infer<typeof eventListQuery>;

/**
 * What a write is warned about (it is saved all the same):
 * - `overlap`: a person of the event is booked at an overlapping time by another event (`eventId`, `userId`);
 * - `no_approved_estimate`: an installation booked while its project has no approved client estimate.
 */
export const eventWarningCodes = ['overlap', 'no_approved_estimate'] as const;
export const eventWarning = z.object({
  code: z.enum(eventWarningCodes),
  /** Russian, for the user as it is */
  message: z.string(),
  /** overlap: the other event and the person booked twice */
  eventId: z.number().int().optional(),
  userId: z.number().int().optional(),
});
export type EventWarning = z.infer<typeof eventWarning>;

/** POST and PUT events/: the event as saved, and what the user should know about it. */
export const eventWriteAnswer = z.object({
  res: z.literal(true),
  content: eventRecord,
  warnings: z.array(eventWarning),
});

/* ---------- iCalendar feed (RFC 5545) ---------- */

/**
 * GET calendar/feed/: the caller's private subscription address, `{PUBLIC_URL}/api/calendar/{secret}.ics`;
 * whoever has it reads the caller's events without signing in. DELETE calendar/feed/ revokes it and
 * answers the new one.
 */
export const calendarFeedAnswer = z.object({ res: z.literal(true), url: z.string() });

/**
 * GET calendar/{file}: `file` is `{user id}-{generation}-{signature}.ics`, the secret part of the feed
 * address; any other name answers 404 «Календарь не найден».
 */
export const calendarFeedParams = z.object({ file: z.string().max(300) });

/* ---------- the company's calendar settings ---------- */

/** The evening reminder: its hour (company time), or null for no reminders. */
export const calendarSettings = z.object({
  reminderHour: z.number().int().min(0).max(23).nullable(),
  /** IANA zone the calendar's times are in */
  timeZone: z.string(),
});
export type CalendarSettings = z.infer<typeof calendarSettings>;
export const DEFAULT_REMINDER_HOUR = 18;
export const CALENDAR_TIME_ZONE = 'Europe/Moscow';

export const calendarSettingsBody = z.object({
  reminderHour: z
    .number({ error: 'Час напоминания — число от 0 до 23' })
    .int('Час напоминания — целое число')
    .min(0, 'Час напоминания — от 0 до 23')
    .max(23, 'Час напоминания — от 0 до 23')
    .nullable(),
});
export const calendarSettingsAnswer = z.object({ res: z.literal(true), settings: calendarSettings });

/* ---------- live changes (server-sent events) ---------- */

/**
 * POST live/ticket/: a ticket for `GET live/?ticket=…` (an EventSource cannot send the bearer header).
 * It names the caller's session, is good for `expiresIn` seconds and only for opening the stream.
 */
export const liveTicketAnswer = z.object({
  res: z.literal(true),
  ticket: z.string(),
  expiresIn: z.number().int(),
});
export const liveQuery = z.object({ ticket: z.string().min(1).max(2000) });

/**
 * A message of the live stream (`event: change`): the company's data changed up to `version`; a device
 * whose sync cursor is below it pulls. `null`: announcements may have been missed (the server's listening
 * connection came back), pull anyway. The stream also says `ready` once open.
 */
export const liveChange = z.object({ version: z.number().int().nullable() });
export type LiveChange = z.infer<typeof liveChange>;
