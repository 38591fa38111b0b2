import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/password.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../company/seed-demo.js';

/**
 * Whether the login page may show the demo credentials: the demo owner exists and still has the demo
 * password. The Argon2 check is remembered per password hash, so it runs again only after a change.
 */
export function createDemoCheck(app: FastifyInstance) {
  let known: { hash: string; isDemo: boolean } | null = null;
  return async function demoCredentials(): Promise<{ email: string; password: string } | null> {
    const [row] = await app.db
      .select({ hash: users.passwordHash })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(
        and(sql`lower(${users.email}) = ${DEMO_EMAIL}`, isNull(users.deletedAt), isNull(companies.deletedAt)),
      );
    if (!row) return null;
    if (known?.hash !== row.hash) {
      known = { hash: row.hash, isDemo: await verifyPassword(row.hash, DEMO_PASSWORD) };
    }
    return known.isDemo ? { email: DEMO_EMAIL, password: DEMO_PASSWORD } : null;
  };
}
