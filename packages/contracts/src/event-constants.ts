/*
 * The calendar's fixed words and numbers, without a schema: the offline copy and the calendar's screens
 * read them, and a file of zod schemas is built whole when it loads (records.ts re-exports these).
 */

export const eventKinds = ['zamer', 'montazh', 'vstrecha', 'other'] as const;
export type EventKind = (typeof eventKinds)[number];
export const eventKindLabels: Record<EventKind, string> = {
  zamer: 'Замер',
  montazh: 'Монтаж',
  vstrecha: 'Встреча',
  other: 'Другое',
};

/** запланировано → выполнено, or отменено (with a reason). */
export const eventStatuses = ['planned', 'done', 'cancelled'] as const;
export type EventStatus = (typeof eventStatuses)[number];
export const eventStatusLabels: Record<EventStatus, string> = {
  planned: 'Запланировано',
  done: 'Выполнено',
  cancelled: 'Отменено',
};

/** Minutes in a day: an event ends by midnight of its own day. */
export const MINUTES_PER_DAY = 24 * 60;
/** The duration of an event booked without one. */
export const DEFAULT_EVENT_MINUTES = 60;
/** More people on one event is a typing mistake, not a crew. */
export const MAX_EVENT_ASSIGNEES = 20;
