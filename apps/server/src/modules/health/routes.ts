import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';

export async function healthRoutes(app: FastifyInstance) {
  app.get(
    '/health',
    {
      schema: {
        tags: ['system'],
        response: { 200: z.object({ res: z.literal(true), db: z.literal('ok'), uptime: z.number() }) },
      },
    },
    async () => {
      await app.db.execute(sql`select 1`);
      return { res: true as const, db: 'ok' as const, uptime: process.uptime() };
    },
  );
}
