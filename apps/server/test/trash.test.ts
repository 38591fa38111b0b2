import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { drafts } from '../src/db/schema/index.js';
import { purgeTombstones } from '../src/modules/sync/purge.js';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create, pull } from './helpers/records.js';

const app = await useTestApp();
const a = await createCompany(app);
const b = await createCompany(app);

describe('trash/', () => {
  it('lists deleted records of every kind with their names, newest deletion first', async () => {
    const c = await createCompany(app);
    const client = await create(app, c, '/api/client/', { name: 'Иван' });
    const project = await create(app, c, '/api/project/', { name: 'Квартира', clientid: client.id });
    const draft = await create(app, c, '/api/drafts/', { name: 'Кухня', projectid: project.id });
    const event = await create(app, c, '/api/events/', {
      date: '2026-07-05',
      time: '10:00',
      kind: 'montazh',
    });
    const smeta = await create(app, c, '/api/smeta/', { client: 'Иван' });
    const montazh = await create(app, c, '/api/smetamontazh/', {});
    const order = [
      ['client', client],
      ['project', project],
      ['drafts', draft],
      ['events', event],
      ['smeta', smeta],
      ['smetamontazh', montazh],
    ] as const;
    for (const [path, record] of order) {
      expect((await call(app, c, 'DELETE', `/api/${path}/${record.id}`)).status).toBe(200);
    }
    const res = await call(app, c, 'GET', '/api/trash/');
    expect(res.body.pagination.total).toBe(6);
    expect(res.body.content.map((t: { type: string; name: string }) => [t.type, t.name])).toEqual([
      ['smetymontazh', 'Смета монтажа'],
      ['smety', 'Смета: Иван'],
      ['events', 'Монтаж 05.07.2026 10:00'],
      ['drafts', 'Кухня'],
      ['projects', 'Квартира'],
      ['clients', 'Иван'],
    ]);
    expect(new Date(res.body.content[0]!.deleted_at).getTime()).toBeGreaterThan(0);
    const page = await call(app, c, 'GET', '/api/trash/?offset=2&limit=2');
    expect(page.body.content.map((t: { type: string }) => t.type)).toEqual(['events', 'drafts']);
    const onlyDrafts = await call(app, c, 'GET', '/api/trash/?type=drafts');
    expect(onlyDrafts.body).toMatchObject({ pagination: { total: 1 }, content: [{ id: draft.id }] });
    expect((await call(app, c, 'GET', '/api/trash/?type=users')).status).toBe(400);
  });

  it('restores a record with a new version that every device pulls', async () => {
    const project = await create(app, a, '/api/project/', { name: 'Дача' });
    const draft = await create(app, a, '/api/drafts/', { name: 'Веранда', projectid: project.id });
    await call(app, a, 'DELETE', `/api/drafts/${draft.id}`);
    const before = (await pull(app, a)).cursor;
    expect((await call(app, a, 'GET', `/api/project/${project.id}`)).body.content.draft_count).toBe(0);
    const restored = await call(app, a, 'PUT', `/api/trash/drafts/${draft.id}/`);
    expect(restored.body).toMatchObject({ res: true, type: 'drafts', id: draft.id });
    expect(restored.body.version).toBeGreaterThan(before);
    const back = await call(app, a, 'GET', `/api/drafts/${draft.id}`);
    expect(back.body.content).toMatchObject({ name: 'Веранда', project: 'Дача' });
    expect((await call(app, a, 'GET', `/api/project/${project.id}`)).body.content.draft_count).toBe(1);
    const page = await pull(app, a, before);
    expect(page.changes.find((ch) => ch.id === draft.id)).toMatchObject({
      deleted: false,
      version: restored.body.version,
    });
    expect((await call(app, a, 'PUT', `/api/trash/drafts/${draft.id}/`)).status).toBe(404);
    expect((await call(app, a, 'GET', '/api/trash/?type=drafts')).body.content).toEqual([]);
  });

  it('deletes for good: the data goes, the tombstone stays for sync', async () => {
    const client = await create(app, a, '/api/client/', { name: 'Навсегда', phone: '123' });
    await call(app, a, 'DELETE', `/api/client/${client.id}`);
    const tomb = (await pull(app, a)).changes.find((ch) => ch.id === client.id)!;
    const erased = await call(app, a, 'DELETE', `/api/trash/clients/${client.id}/`);
    expect(erased.body).toEqual({ res: true });
    expect(
      (await call(app, a, 'GET', '/api/trash/?type=clients&limit=1000')).body.content.map(
        (t: { id: number }) => t.id,
      ),
    ).not.toContain(client.id);
    const after = (await pull(app, a)).changes.find((ch) => ch.id === client.id)!;
    expect(after).toEqual(tomb);
    expect(after).toMatchObject({ deleted: true, data: null });
    expect((await call(app, a, 'PUT', `/api/trash/clients/${client.id}/`)).status).toBe(404);
    expect((await call(app, a, 'DELETE', `/api/trash/clients/${client.id}/`)).status).toBe(404);
    // A live record is not in the trash.
    const live = await create(app, a, '/api/client/', { name: 'Живой' });
    expect((await call(app, a, 'DELETE', `/api/trash/clients/${live.id}/`)).status).toBe(404);
    expect((await call(app, a, 'PUT', `/api/trash/clients/${live.id}/`)).status).toBe(404);
  });

  it('empties itself after 30 days', async () => {
    const c = await createCompany(app);
    const old = await create(app, c, '/api/drafts/', { name: 'Старый' });
    const recent = await create(app, c, '/api/drafts/', { name: 'Недавний' });
    await call(app, c, 'DELETE', '/api/drafts/', { data: [old.id, recent.id] });
    await app.db
      .update(drafts)
      .set({ deleted_at: sql`now() - interval '31 days'` })
      .where(and(eq(drafts.company_id, c.company.id), eq(drafts.id, old.id)));
    await purgeTombstones(app.db);
    const res = await call(app, c, 'GET', '/api/trash/');
    expect(res.body.content.map((t: { id: number }) => t.id)).toEqual([recent.id]);
    expect((await call(app, c, 'PUT', `/api/trash/drafts/${old.id}/`)).status).toBe(404);
  });

  it('keeps each company to its own trash', async () => {
    const mine = await create(app, a, '/api/client/', { name: 'Мой удалённый' });
    await call(app, a, 'DELETE', `/api/client/${mine.id}`);
    const theirs = await call(app, b, 'GET', '/api/trash/?limit=1000');
    expect(theirs.body.content.map((t: { id: number }) => t.id)).not.toContain(mine.id);
    expect((await call(app, b, 'PUT', `/api/trash/clients/${mine.id}/`)).status).toBe(404);
    expect((await call(app, b, 'DELETE', `/api/trash/clients/${mine.id}/`)).status).toBe(404);
    expect((await call(app, a, 'PUT', `/api/trash/clients/${mine.id}/`)).status).toBe(200);
    for (const url of [
      '/api/trash/clients/abc/',
      '/api/trash/nope/1/',
      '/api/trash/clients/99999999999999999999/',
    ]) {
      expect((await call(app, a, 'PUT', url)).status, url).toBe(400);
    }
    expect((await call(app, a, 'GET', '/api/trash/?limit=-1')).status).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/trash/' })).statusCode).toBe(401);
  });
});
