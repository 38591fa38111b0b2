import { CALENDAR_TIME_ZONE, type CalendarSettings, DEFAULT_REMINDER_HOUR } from '@glad/contracts';
import { addDays } from '@glad/domain';
import type { Db } from '../../db/client.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { canManageCompany } from '../../lib/permissions.js';
import { staffNames } from '../../lib/staff.js';
import type { AuthContext } from '../../plugins/auth.js';
import { zonedNow } from './clock.js';
import { feedSecret, readFeedFile } from './feed-secret.js';
import { calendarText } from './ics.js';
import {
  eventsWithNames,
  feedGeneration,
  liveUser,
  raiseFeedGeneration,
  reminderHour,
  saveReminderHour,
} from './repository.js';

/** How far back a feed reaches: the last two months stay visible in the phone's calendar. */
export const FEED_PAST_DAYS = 60;

export interface FeedContext {
  db: Db;
  /** the server key the addresses are signed with */
  key: string;
  /** PUBLIC_URL */
  publicUrl: string;
}

const uidDomain = (publicUrl: string) => new URL(publicUrl).hostname || 'glad.local';

function feedUrl(ctx: FeedContext, userId: number, generation: number): string {
  return `${ctx.publicUrl.replace(/\/$/, '')}/api/calendar/${feedSecret(ctx.key, userId, generation)}.ics`;
}

/** GET calendar/feed/: the caller's private address. */
export async function feedAddress(ctx: FeedContext, companyId: number, userId: number): Promise<string> {
  return feedUrl(ctx, userId, await feedGeneration(ctx.db, companyId, userId));
}

/** DELETE calendar/feed/: the old address stops working; answers the new one. */
export async function revokeFeed(ctx: FeedContext, companyId: number, userId: number): Promise<string> {
  return feedUrl(ctx, userId, await raiseFeedGeneration(ctx.db, companyId, userId));
}

async function peopleOf(db: Db, companyId: number, rows: Awaited<ReturnType<typeof eventsWithNames>>) {
  return staffNames(db, companyId, [...new Set(rows.flatMap((r) => r.event.assignees))]);
}

/**
 * GET calendar/{secret}.ics: the events of the address's user, from FEED_PAST_DAYS ago on. An address
 * with a wrong signature, an old generation or a user gone answers 404 alike.
 */
export async function feedCalendar(ctx: FeedContext, file: string, now: Date): Promise<string> {
  const claim = readFeedFile(ctx.key, file);
  const user = claim ? await liveUser(ctx.db, claim.userId) : undefined;
  const companyId = user?.companyId;
  if (!claim || !user || companyId == null) throw notFound('Календарь не найден');
  if ((await feedGeneration(ctx.db, companyId, user.id)) !== claim.generation) {
    throw notFound('Календарь не найден');
  }
  const today = zonedNow(now, CALENDAR_TIME_ZONE).day;
  const rows = await eventsWithNames(ctx.db, companyId, {
    userId: user.id,
    from: addDays(today, -FEED_PAST_DAYS),
  });
  const name = user.name.trim() ? `Гладь — ${user.name.trim()}` : 'Гладь';
  return calendarText(rows, await peopleOf(ctx.db, companyId, rows), {
    name,
    uidDomain: uidDomain(ctx.publicUrl),
  });
}

/** GET events/{id}/ics: one live event of the company as an .ics file. */
export async function singleEventCalendar(ctx: FeedContext, companyId: number, id: number): Promise<string> {
  const rows = await eventsWithNames(ctx.db, companyId, { id });
  if (rows.length === 0) throw notFound('Событие не найдено');
  return calendarText(rows, await peopleOf(ctx.db, companyId, rows), {
    name: 'Гладь',
    uidDomain: uidDomain(ctx.publicUrl),
  });
}

export async function loadCalendarSettings(db: Db, companyId: number): Promise<CalendarSettings> {
  return {
    reminderHour: await reminderHour(db, companyId, DEFAULT_REMINDER_HOUR),
    timeZone: CALENDAR_TIME_ZONE,
  };
}

/** PUT calendar/settings/: the owner (or an admin) sets the reminder hour or turns reminders off. */
export async function updateCalendarSettings(
  db: Db,
  auth: AuthContext,
  companyId: number,
  hour: number | null,
): Promise<CalendarSettings> {
  if (!canManageCompany(auth)) throw forbidden('Время напоминаний может менять только владелец');
  await saveReminderHour(db, companyId, hour);
  return loadCalendarSettings(db, companyId);
}
