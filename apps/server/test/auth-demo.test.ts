import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/password.js';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/modules/demo/people.js';
import { seedDemo } from '../src/modules/demo/seed.js';
import { useTestApp } from './helpers/app.js';

const app = await useTestApp();

const demoLogin = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/demo-login/' });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const demoUser = sql`lower(${users.email}) = ${DEMO_EMAIL}`;

describe('GET /api/demo-login/', () => {
  it('shows nothing while there is no demo account', async () => {
    expect(await demoLogin()).toEqual({ res: true, demo: null });
  });

  it('shows the demo credentials while the demo owner has the demo password, and they sign in', async () => {
    await seedDemo(app.db);
    expect(await demoLogin()).toEqual({ res: true, demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD } });
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      payload: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().res).toBe(true);
  });

  it('stops showing them once the password changes, and shows them again when it is back', async () => {
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword('другой-пароль') })
      .where(demoUser);
    expect(await demoLogin()).toEqual({ res: true, demo: null });
    await app.db
      .update(users)
      .set({ passwordHash: await hashPassword(DEMO_PASSWORD) })
      .where(demoUser);
    expect((await demoLogin()).demo).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  });

  it('stops showing them when the demo company is deleted', async () => {
    const [owner] = await app.db.select().from(users).where(demoUser);
    await app.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, owner!.companyId!));
    expect(await demoLogin()).toEqual({ res: true, demo: null });
  });
});
