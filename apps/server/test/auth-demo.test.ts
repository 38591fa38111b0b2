import { demoLoginResponse, tokenPair } from '@glad/contracts';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { companies, users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/lib/password.js';
import { DEMO_EMAIL, DEMO_PASSWORD, demoStaff } from '../src/modules/demo/people.js';
import { seedDemo } from '../src/modules/demo/seed.js';
import { readAs, useTestApp } from './helpers/app.js';
import { DEMO_SEED_TIMEOUT_MS } from './helpers/demo.js';

const app = await useTestApp();

const demoLogin = async () => {
  const res = await app.inject({ method: 'GET', url: '/api/demo-login/' });
  expect(res.statusCode).toBe(200);
  return readAs(res, demoLoginResponse);
};
const byEmail = (email: string) => sql`lower(${users.email}) = ${email}`;
const setPassword = async (email: string, password: string) =>
  app.db
    .update(users)
    .set({ passwordHash: await hashPassword(password) })
    .where(byEmail(email));

/** The staff the login page lists: name, role and the demo password, as the demo made them. */
const listedStaff = demoStaff.map((s) => ({
  email: s.email,
  password: DEMO_PASSWORD,
  name: `${s.name} ${s.family}`,
  role: s.dolzhnost,
}));

describe('GET /api/demo-login/', () => {
  it('shows nothing while there is no demo account', async () => {
    expect(await demoLogin()).toEqual({ res: true, demo: null, staff: [] });
  });

  it(
    'shows the owner and the staff while they have the demo password, and each signs in',
    async () => {
      await seedDemo(app.db);
      const answer = await demoLogin();
      expect(answer).toEqual({
        res: true,
        demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
        staff: listedStaff,
      });
      expect(answer.staff.map((s: { role: string }) => s.role)).toContain('Монтажник');
      for (const { email, password } of [answer.demo!, ...answer.staff]) {
        const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
        expect(res.statusCode, email).toBe(200);
        expect(readAs(res, tokenPair).res).toBe(true);
      }
    },
    DEMO_SEED_TIMEOUT_MS,
  );

  it('stops listing an account once its password changes, and lists it again when it is back', async () => {
    await setPassword(DEMO_EMAIL, 'другой-пароль');
    await setPassword(demoStaff[0]!.email, 'свой-пароль-анны');
    const answer = await demoLogin();
    expect(answer.demo).toBeNull();
    expect(answer.staff).toEqual(listedStaff.slice(1));
    await setPassword(DEMO_EMAIL, DEMO_PASSWORD);
    await setPassword(demoStaff[0]!.email, DEMO_PASSWORD);
    expect(await demoLogin()).toMatchObject({
      demo: { email: DEMO_EMAIL, password: DEMO_PASSWORD },
      staff: listedStaff,
    });
  });

  it('does not list a removed staff member', async () => {
    await app.db.update(users).set({ deletedAt: new Date() }).where(byEmail(demoStaff[1]!.email));
    expect((await demoLogin()).staff.map((s: { email: string }) => s.email)).not.toContain(
      demoStaff[1]!.email,
    );
  });

  it('shows nothing when the demo company is deleted', async () => {
    const [owner] = await app.db.select().from(users).where(byEmail(DEMO_EMAIL));
    await app.db.update(companies).set({ deletedAt: new Date() }).where(eq(companies.id, owner!.companyId!));
    expect(await demoLogin()).toEqual({ res: true, demo: null, staff: [] });
  });
});
