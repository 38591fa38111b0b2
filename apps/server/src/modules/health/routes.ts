import { healthAnswer } from '@glad/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';

export async function healthRoutes(app: FastifyInstance) {
  app.get('/health', { schema: { tags: ['system'], response: { 200: healthAnswer } } }, async () => {
    await app.db.execute(sql`select 1`);
    return { res: true as const, db: 'ok' as const, uptime: process.uptime() };
  });
}
