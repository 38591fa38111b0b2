import type { DemoAccount } from '@glad/contracts';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { companies, users } from '../../db/schema/index.js';
import { verifyPassword } from '../../lib/password.js';
import { DEMO_EMAIL, DEMO_PASSWORD, demoEmails } from '../demo/service.js';

/** Remembered password checks: a handful of demo accounts, each with a hash or two over its life. */
const KNOWN_LIMIT = 64;

export interface DemoLogins {
  demo: { email: string; password: string } | null;
  staff: DemoAccount[];
}

/**
 * Which demo accounts the login page may show: the demo owner and the staff of his company (by their demo
 * addresses), each only while it is live and still has the demo password. The Argon2 check is remembered
 * per password hash, so it runs again only after a change.
 */
export function createDemoCheck(app: FastifyInstance) {
  const known = new Map<string, boolean>();
  const isDemoPassword = async (hash: string) => {
    let answer = known.get(hash);
    if (answer === undefined) {
      answer = await verifyPassword(hash, DEMO_PASSWORD);
      if (known.size >= KNOWN_LIMIT) known.clear();
      known.set(hash, answer);
    }
    return answer;
  };

  return async function demoLogins(): Promise<DemoLogins> {
    const [owner] = await app.db
      .select({ companyId: users.companyId })
      .from(users)
      .innerJoin(companies, eq(companies.id, users.companyId))
      .where(
        and(sql`lower(${users.email}) = ${DEMO_EMAIL}`, isNull(users.deletedAt), isNull(companies.deletedAt)),
      );
    if (!owner?.companyId) return { demo: null, staff: [] };
    const rows = await app.db
      .select({
        email: users.email,
        hash: users.passwordHash,
        name: users.name,
        family: users.family,
        dolzhnost: users.dolzhnost,
      })
      .from(users)
      .where(
        and(
          eq(users.companyId, owner.companyId),
          inArray(sql`lower(${users.email})`, demoEmails),
          isNull(users.deletedAt),
        ),
      )
      .orderBy(asc(users.id));
    const out: DemoLogins = { demo: null, staff: [] };
    for (const row of rows) {
      if (!(await isDemoPassword(row.hash))) continue;
      const email = row.email.toLowerCase();
      if (email === DEMO_EMAIL) {
        out.demo = { email: DEMO_EMAIL, password: DEMO_PASSWORD };
        continue;
      }
      out.staff.push({
        email,
        password: DEMO_PASSWORD,
        name: `${row.name} ${row.family}`.trim(),
        role: row.dolzhnost.trim() || 'Сотрудник',
      });
    }
    return out;
  };
}
