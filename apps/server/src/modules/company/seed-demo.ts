import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { createCompanyWithOwner } from './create-company.js';

export const DEMO_EMAIL = 'demo@example.com';
export const DEMO_PASSWORD = 'demo12345';

/** On an empty database, creates «Демо-потолки» and its owner; returns the credentials then. */
export async function seedDemo(db: Db) {
  const [{ count } = { count: 0 }] = await db.select({ count: sql<number>`count(*)::int` }).from(companies);
  if (count > 0) return null;
  await db.transaction((tx) =>
    createCompanyWithOwner(tx, {
      companyName: 'Демо-потолки',
      name: 'Демо',
      email: DEMO_EMAIL,
      phone: '+79990000000',
      password: DEMO_PASSWORD,
    }),
  );
  return { email: DEMO_EMAIL, password: DEMO_PASSWORD };
}
