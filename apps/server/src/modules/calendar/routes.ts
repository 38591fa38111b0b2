import {
  calendarFeedAnswer,
  calendarFeedParams,
  calendarSettingsAnswer,
  calendarSettingsBody,
  recordIdParam,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { loadSecret } from '../../lib/secrets.js';
import { companyOf } from '../../plugins/auth.js';
import { FEED_KEY_NAME } from './feed-secret.js';
import { reminderDeps, runReminders } from './reminders.js';
import {
  type FeedContext,
  feedAddress,
  feedCalendar,
  loadCalendarSettings,
  revokeFeed,
  singleEventCalendar,
  updateCalendarSettings,
} from './service.js';

const tags = ['calendar'];
const ICS_TYPE = 'text/calendar; charset=utf-8';
/** Phone calendars poll a subscription; five minutes of caching spares the server, not the user. */
const FEED_CACHE = 'private, max-age=300';

/**
 * The calendar beyond the app (issue 10 §3): the private feed address (GET, and DELETE to revoke), the
 * feed itself without a bearer token, one event as an .ics file, and the company's reminder hour.
 */
export async function calendarRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const ctx: FeedContext = {
    db: app.db,
    key: await loadSecret(app.db, FEED_KEY_NAME),
    publicUrl: app.config.publicUrl,
  };

  let timer: NodeJS.Timeout | undefined;
  let running: Promise<unknown> | null = null;
  const round = () => {
    // a round still running (a slow SMTP server) is not joined by a second one of this process
    running ??= runReminders(reminderDeps(app), new Date())
      .catch((err: unknown) => app.log.error({ err }, 'напоминания: ошибка круга'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    if (app.config.reminderTickMs <= 0) return;
    timer = setInterval(round, app.config.reminderTickMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });

  // The feed: the address is the credential (a calendar application sends no header).
  app.get('/calendar/:file', { schema: { tags, params: calendarFeedParams } }, async (request, reply) => {
    const text = await feedCalendar(ctx, request.params.file, new Date());
    return reply.type(ICS_TYPE).header('cache-control', FEED_CACHE).send(text);
  });

  app.register(async (scoped) => {
    const api = scoped.withTypeProvider<ZodTypeProvider>();
    api.addHook('onRequest', api.requireAuth);

    api.get(
      '/calendar/feed/',
      { schema: { tags, response: { 200: calendarFeedAnswer, ...errors } } },
      async (request) => ({
        res: true as const,
        url: await feedAddress(ctx, companyOf(request), request.auth.userId),
      }),
    );
    api.delete(
      '/calendar/feed/',
      { schema: { tags, response: { 200: calendarFeedAnswer, ...errors } } },
      async (request) => ({
        res: true as const,
        url: await revokeFeed(ctx, companyOf(request), request.auth.userId),
      }),
    );
    api.get(
      '/calendar/settings/',
      { schema: { tags, response: { 200: calendarSettingsAnswer, ...errors } } },
      async (request) => ({
        res: true as const,
        settings: await loadCalendarSettings(app.db, companyOf(request)),
      }),
    );
    api.put(
      '/calendar/settings/',
      { schema: { tags, body: calendarSettingsBody, response: { 200: calendarSettingsAnswer, ...errors } } },
      async (request) => ({
        res: true as const,
        settings: await updateCalendarSettings(
          app.db,
          request.auth,
          companyOf(request),
          request.body.reminderHour,
        ),
      }),
    );
    api.get('/events/:id/ics', { schema: { tags, params: recordIdParam } }, async (request, reply) => {
      const text = await singleEventCalendar(ctx, companyOf(request), request.params.id);
      return reply
        .type(ICS_TYPE)
        .header('content-disposition', `attachment; filename="event-${request.params.id}.ics"`)
        .send(text);
    });
  });
}
