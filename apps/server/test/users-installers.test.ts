import {
  errorBody,
  INSTALLER_GROUP,
  installersResponse,
  installerToggleResponse,
  okBody,
} from '@glad/contracts';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.js';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

type Owner = Awaited<ReturnType<typeof createCompany>>;

async function addStaff(owner: Owner, rights: string[] = [], name = 'Пётр') {
  const [row] = await app.db
    .insert(users)
    .values({
      companyId: owner.company.id,
      email: `inst-${Math.random().toString(36).slice(2)}@example.com`,
      passwordHash: 'x',
      name,
      rights,
    })
    .returning();
  const tokens = await startSession(app, row!);
  return { user: row!, headers: { authorization: `Bearer ${tokens.accessToken}` } };
}

const rightsOf = async (id: number) => (await app.db.select().from(users).where(eq(users.id, id)))[0]!.rights;

describe('potolochniki/', () => {
  it('lists the company’s installers only, sorted by name, to any user of the company', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    await addStaff(a, [INSTALLER_GROUP], 'Яша');
    await addStaff(a, ['2', INSTALLER_GROUP], 'Антон');
    const plain = await addStaff(a, ['2'], 'Борис');
    await addStaff(b, [INSTALLER_GROUP], 'Чужой');
    const res = await app.inject({ method: 'GET', url: '/api/potolochniki/', headers: plain.headers });
    expect(res.statusCode).toBe(200);
    const list = readAs(res, installersResponse);
    expect(list.map((u: { name: string }) => u.name)).toEqual(['Антон', 'Яша']);
    expect(list[0]).toMatchObject({ installer: true, ABR: 'А', photo: '/default-user.svg' });
  });

  it('PATCH toggles the installer group for a staff admin', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, ['2']);
    const url = `/api/potolochniki/${staff.user.id}`;
    const on = await app.inject({ method: 'PATCH', url, headers: a.headers });
    expect(on.statusCode).toBe(200);
    expect(readAs(on, installerToggleResponse)).toMatchObject({
      res: true,
      user: { id: staff.user.id, installer: true, rights: ['2', '7'] },
    });
    expect(await rightsOf(staff.user.id)).toEqual(['2', '7']);
    const off = await app.inject({ method: 'PATCH', url, headers: a.headers });
    expect(readAs(off, installerToggleResponse).user).toMatchObject({ installer: false, rights: ['2'] });
  });

  it('DELETE takes the installer group away and keeps the user; a non-installer answers 404', async () => {
    const a = await createCompany(app);
    const staff = await addStaff(a, [INSTALLER_GROUP, '4']);
    const url = `/api/potolochniki/${staff.user.id}`;
    const res = await app.inject({ method: 'DELETE', url, headers: a.headers });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, okBody)).toEqual({ res: true });
    expect(await rightsOf(staff.user.id)).toEqual(['4']);
    const again = await app.inject({ method: 'DELETE', url, headers: a.headers });
    expect(again.statusCode).toBe(404);
    expect(readAs(again, errorBody).message).toBe('Монтажник не найден');
    expect(
      (await app.inject({ method: 'GET', url: `/api/users/${staff.user.id}`, headers: a.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('refuses users without the staff right and another company’s installers', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const plain = await addStaff(a, ['2']);
    const installer = await addStaff(a, [INSTALLER_GROUP]);
    const foreign = await addStaff(b, [INSTALLER_GROUP]);
    for (const method of ['PATCH', 'DELETE'] as const) {
      const refused = await app.inject({
        method,
        url: `/api/potolochniki/${installer.user.id}`,
        headers: plain.headers,
      });
      expect(refused.statusCode).toBe(403);
      expect(readAs(refused, errorBody).message).toBe(
        'Назначать монтажников может владелец или сотрудник с правом «Сотрудники»',
      );
      const other = await app.inject({
        method,
        url: `/api/potolochniki/${foreign.user.id}`,
        headers: a.headers,
      });
      expect(other.statusCode).toBe(404);
    }
    expect(await rightsOf(installer.user.id)).toEqual([INSTALLER_GROUP]);
    expect(await rightsOf(foreign.user.id)).toEqual([INSTALLER_GROUP]);
  });

  it('answers 401 without a token and 400 for a bad id', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/potolochniki/' })).statusCode).toBe(401);
    const a = await createCompany(app);
    expect(
      (await app.inject({ method: 'PATCH', url: '/api/potolochniki/x', headers: a.headers })).statusCode,
    ).toBe(400);
  });
});
