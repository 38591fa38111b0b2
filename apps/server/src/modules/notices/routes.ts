import { noticeListAnswer, noticeReadAnswer } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/company-row-routes.js';
import { markNoticesRead, unreadNotices } from '../../lib/notices.js';
import { companyOf } from '../../plugins/auth.js';

const readBody = z.object({
  ids: z.array(z.number().int().positive().max(2_147_483_647)).min(1, 'Не указаны уведомления').max(100),
});

/** notices/: the signed-in person's unread notices, and marking them read. */
export async function noticeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  app.get(
    '/notices/',
    { schema: { tags: ['notices'], response: { 200: noticeListAnswer, ...errors } } },
    async (request) => {
      const rows = await unreadNotices(app.db, companyOf(request), request.auth.userId);
      return {
        res: true as const,
        content: rows.map((n) => ({
          id: n.id,
          title: n.title,
          text: n.text,
          url: n.url,
          createdAt: n.createdAt.toISOString(),
        })),
      };
    },
  );
  app.post(
    '/notices/read',
    {
      schema: {
        tags: ['notices'],
        body: readBody,
        response: { 200: noticeReadAnswer, ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      read: await markNoticesRead(app.db, companyOf(request), request.auth.userId, request.body.ids),
    }),
  );
}
