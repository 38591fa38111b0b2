import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { defaultStatuses } from '@glad/contracts';
import {
  addDays,
  buildClientEstimate,
  draftDrawingOf,
  draftQuantities,
  outlineFigures,
  priceCalculation,
} from '@glad/domain';
import { eq, getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as schema from '../src/db/schema/index.js';
import { mergeSettings } from '../src/lib/company-settings.js';
import { demoClients } from '../src/modules/demo/clients.js';
import { DEMO_EMAIL, DEMO_PASSWORD, demoStaff } from '../src/modules/demo/people.js';
import { demoProjects } from '../src/modules/demo/projects.js';
import { resetDemo } from '../src/modules/demo/reset.js';
import { seedDemo } from '../src/modules/demo/seed.js';
import { shapeKinds } from '../src/modules/demo/shapes.js';
import { toDomainItem } from '../src/modules/pricelist/repository.js';
import { createLocalStorage } from '../src/plugins/storage.js';
import { createCompany, useTestApp } from './helpers/app.js';
import {
  DEMO_SEED_TIMEOUT_MS,
  pullAll,
  rebuildOutline,
  roomKind,
  savedCalculation,
  signIn,
  type Wire,
} from './helpers/demo.js';
import { call, create } from './helpers/records.js';

const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glad-demo-'));
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
const app = await useTestApp({ uploadsDir });
const storage = createLocalStorage(uploadsDir);
let owner: { headers: Record<string, string> };
let records: Record<string, Wire[]>;
let companyId: number;
/** The day the demo was made: its newest project was opened that day. */
let day: string;

beforeAll(async () => {
  const credentials = await seedDemo(app.db);
  expect(credentials).toEqual({ email: DEMO_EMAIL, password: DEMO_PASSWORD });
  // a database that has a company is left alone
  expect(await seedDemo(app.db)).toBeNull();
  owner = await signIn(app, DEMO_EMAIL, DEMO_PASSWORD);
  records = await pullAll(app, owner);
  companyId = (await call(app, owner, 'GET', '/api/company/')).body.company.id;
  day = records
    .projects!.map((p) => p.date as string)
    .sort()
    .at(-1)!;
}, DEMO_SEED_TIMEOUT_MS);

/** What the demo holds by table, as a device pulls it. */
const countsOf = (tables: Record<string, Wire[]>) =>
  Object.fromEntries(Object.entries(tables).map(([table, rows]) => [table, rows.length]));

const byId = (table: string) => new Map((records[table] ?? []).map((r) => [r.id, r]));

describe('the demo company', () => {
  it('holds about 30 clients and 40 projects, every record reaching a device by the first pull', () => {
    expect(records.clients).toHaveLength(demoClients.length);
    expect(demoClients.length).toBeGreaterThanOrEqual(25);
    expect(records.projects).toHaveLength(demoProjects.length);
    expect(demoProjects.length).toBeGreaterThanOrEqual(35);
    const rooms = demoProjects.reduce((n, p) => n + p.rooms.length, 0);
    expect(records.drafts).toHaveLength(rooms);
    expect(records.smety).toHaveLength(demoProjects.filter((p) => p.estimate).length);
    expect(records.smetymontazh).toHaveLength(demoProjects.filter((p) => p.installer).length);
    // phones stored as +7XXXXXXXXXX; the clients are found by their phone's digits
    for (const client of records.clients!) expect(client.phone).toMatch(/^\+7\d{10}$/);
  });

  it('has its clients found by the phone digits and projects that keep their copies', async () => {
    const found = await call(app, owner, 'GET', '/api/client/?q=9161234567');
    expect(found.body.content.map((c: Wire) => c.name)).toEqual(['Иванова Мария Сергеевна']);
    const drafts = records.drafts!;
    for (const project of records.projects!) {
      expect(project.client).not.toBe('');
      expect(project.draft_count).toBe(drafts.filter((d) => d.projectid === project.id).length);
    }
  });

  it('has projects in every work and payment status', async () => {
    const statuses = (await call(app, owner, 'GET', '/api/statuses/')).body;
    const nameOf = (group: 'work' | 'payment', id: number) =>
      statuses[group].find((s: Wire) => s.id === id)?.name;
    const work = new Set(records.projects!.map((p) => nameOf('work', p.status_worked)));
    const payment = new Set(records.projects!.map((p) => nameOf('payment', p.status_payment)));
    for (const status of defaultStatuses) {
      expect(status.group === 'work' ? work : payment, status.name).toContain(status.name);
    }
  });

  it('has rooms of every kind, each built by the domain from its readings as the drawing screen builds it', () => {
    const kinds = new Set<string>();
    for (const draft of records.drafts!) {
      kinds.add(roomKind(draft));
      const result = rebuildOutline(draft);
      expect(result.problems, draft.name).toEqual([]);
      expect(draft.ploshad).toBeGreaterThan(0);
      const figures = outlineFigures(result, draft.polygons.L1.curvedWalls);
      expect({
        width: draft.width,
        height: draft.height,
        ploshad: draft.ploshad,
        perimetr: draft.perimetr,
      }).toEqual(figures);
      expect(draft.polygons.L1.coords).toEqual(
        result.points.map((p) => ({ x: Math.round(p.x) + 0, y: Math.round(p.y) + 0 })),
      );
      expect(draft.sketch).toMatch(/^<svg/);
      // a turn per corner as the editor reads it off the sketch: a left turn walking clockwise juts out
      const sketch = draft.polygons.L1.sketch as { x: number; y: number }[];
      const turns = sketch.map((p, i) => {
        const a = sketch[(i + sketch.length - 1) % sketch.length]!;
        const b = sketch[(i + 1) % sketch.length]!;
        return (p.x - a.x) * (b.y - p.y) - (p.y - a.y) * (b.x - p.x) < 0 ? 'L' : 'R';
      });
      expect(draft.polygons.L1.turns, draft.name).toEqual(turns);
    }
    expect([...kinds].sort()).toEqual([...shapeKinds].sort());
  });

  it('prices every room and project as the app does: draft price, then the estimate total in amount', async () => {
    const company = (await call(app, owner, 'GET', '/api/company/')).body.company;
    const settings = mergeSettings(company.settings);
    const rows = await app.db
      .select()
      .from(schema.priceItems)
      .where(eq(schema.priceItems.companyId, companyId));
    const priceList = rows.map(toDomainItem);
    const clients = byId('clients');
    let priced = 0;
    for (const project of records.projects!) {
      const drafts = records
        .drafts!.filter((d) => d.projectid === project.id)
        .sort((a, b) => a.sort - b.sort);
      for (const draft of drafts) {
        const c = savedCalculation(draft);
        const geometry = draftQuantities(draftDrawingOf(draft));
        expect(draft.price, draft.name).toBe(
          priceCalculation(c, geometry, c.counts, [], settings, c).totals.total,
        );
        expect(draft.price).toBeGreaterThan(0);
      }
      const client = clients.get(project.clientid)!;
      const estimate = buildClientEstimate({
        project: { id: project.id, name: project.name },
        client: { name: client.name },
        company: { name: company.name },
        drafts: drafts.map((d) => ({
          id: d.id,
          name: d.name,
          geometry: draftQuantities(draftDrawingOf(d)),
          calculation: savedCalculation(d),
          smeta_exclude: d.smeta_exclude,
        })),
        settings: { ...settings, SMETA_POM: true },
        date: project.date,
        priceList,
      });
      expect(project.amount, project.name).toBe(estimate.totals.total);
      if (drafts.length > 0) priced += 1;
    }
    expect(priced).toBe(demoProjects.filter((p) => p.rooms.length > 0).length);
    // some estimates are approved, for the client and the installer alike
    expect(records.smety!.some((s) => s.approved === 1 && s.status === 'approved')).toBe(true);
    expect(records.smetymontazh!.filter((s) => s.approved === 1).length).toBeGreaterThan(0);
    for (const s of records.smetymontazh!) expect(s.montazhnik).toBeGreaterThan(0);
  });

  it('plans the coming two weeks: measurements and installations assigned to the staff', async () => {
    const users = (await call(app, owner, 'GET', '/api/users/')).body as Wire[];
    const staff = new Map(users.map((u) => [u.id, u]));
    const last = addDays(day, 13);
    // what is planned is of the coming two weeks; the finished projects' installations were done before
    const planned = records.events!.filter((e) => e.status === 'planned');
    expect(planned.map((e) => e.date).sort()[0]).toBe(day);
    for (const event of records.events!.filter((e) => e.status === 'done')) {
      expect(event.kind).toBe('montazh');
      expect(event.date < day).toBe(true);
    }
    for (const event of records.events!) {
      if (event.status === 'planned') expect(event.date >= day && event.date <= last, event.date).toBe(true);
      expect(event.assignees.length).toBeGreaterThan(0);
      for (const person of event.assignees) expect(staff.has(person)).toBe(true);
      expect(byId('projects').has(event.project)).toBe(true);
    }
    const kinds = new Set(records.events!.map((e) => e.kind));
    expect(kinds).toEqual(new Set(['zamer', 'montazh', 'other']));
    const installers = (await call(app, owner, 'GET', '/api/potolochniki/')).body as Wire[];
    expect(installers).toHaveLength(demoStaff.filter((s) => s.rights.includes('7')).length);
    const installerIds = new Set(installers.map((u) => u.id));
    for (const event of records.events!.filter((e) => e.kind === 'montazh')) {
      expect(event.assignees.every((id: number) => installerIds.has(id))).toBe(true);
    }
  });

  it('has its expenses, per project and its own, and nothing but events dated after its day', async () => {
    const list = (await call(app, owner, 'GET', '/api/rashod/?limit=100')).body;
    const past = [
      ...list.content.map((e: Wire) => e.date),
      ...records.projects!.map((p) => p.date),
      ...records.drafts!.map((d) => d.date),
      ...records.smety!.map((s) => s.date),
      ...records.smetymontazh!.map((s) => s.date),
    ];
    expect(past.filter((date) => !(date <= day))).toEqual([]);
    expect(list.pagination.total).toBeGreaterThanOrEqual(20);
    expect(list.content.some((e: Wire) => e.projectid > 0 && e.category === 'Доставка')).toBe(true);
    expect(list.content.some((e: Wire) => e.projectid === 0)).toBe(true);
    expect(list.sum).toBeGreaterThan(0);
  });

  it('has client payments, installer payouts and a report with sales, costs and margin', async () => {
    const paid = (await call(app, owner, 'GET', '/api/oplata/?limit=100')).body;
    expect(paid.pagination.total).toBeGreaterThan(3);
    const balances = (await call(app, owner, 'GET', '/api/vyplaty/montazhniki/')).body.content;
    expect(balances.some((b: { paid: number }) => b.paid > 0)).toBe(true);
    expect(balances.some((b: { earned: number }) => b.earned > 0)).toBe(true);
    // paid some time after a job: every installer with finished jobs is owed for some, none paid twice
    const working = balances.filter((b: { earned: number }) => b.earned > 0);
    expect(working.length).toBeGreaterThan(1);
    for (const b of working) expect(b.paid).toBeLessThan(b.earned);
    for (const b of balances) expect(b.paid).toBeLessThanOrEqual(b.earned);
    const report = (await call(app, owner, 'GET', `/api/reports/?from=${addDays(day, -90)}&to=${day}`)).body;
    expect(report.sales.sum).toBeGreaterThan(0);
    expect(report.sales.received).toBeGreaterThan(0);
    expect(report.costs!.materials).toBeGreaterThan(0);
    expect(report.costs!.installers).toBeGreaterThan(0);
    expect(report.costs!.margin).toBeLessThan(report.sales.sum);
  });

  it('lets every staff member sign in with the demo password', async () => {
    for (const person of demoStaff) {
      const who = await signIn(app, person.email, DEMO_PASSWORD);
      const me = await call(app, who, 'GET', '/api/company/');
      expect(me.body.company.id).toBe(companyId);
    }
  });
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** Rows of a company in every table that holds companies' rows. */
async function rowsOf(companyId: number) {
  const counts: Record<string, number> = {};
  for (const table of Object.values(schema) as unknown[]) {
    if (!is(table, PgTable)) continue;
    const column = Object.values(getTableColumns(table)).find((c) => c.name === 'company_id');
    if (!column) continue;
    const [row] = await app.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(eq(column, companyId));
    if (row!.n > 0) counts[getTableName(table)] = row!.n;
  }
  return counts;
}

describe('demo:reset', () => {
  it('makes the demo company again with all it holds and leaves another company as it was', async () => {
    const other = await createCompany(app, { companyName: 'Потолки Севера' });
    const client = await create(app, other, '/api/client/', { name: 'Соседов Иван', phone: '+79990001122' });
    await create(app, other, '/api/project/', { name: 'Квартира на Лесной', clientid: client.id });
    const before = await pullAll(app, other);
    const otherRows = await rowsOf(other.company.id);

    // the demo as people left it: a logo uploaded, a client added, a staff member signed in
    const logo = new FormData();
    logo.append('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'logo.png');
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/company/logo/',
      headers: owner.headers,
      payload: logo,
    });
    expect(uploaded.statusCode).toBe(200);
    const [file] = await app.db.select().from(schema.files).where(eq(schema.files.companyId, companyId));
    const stored = path.join(uploadsDir, ...file!.storageKey.split('/'));
    expect(existsSync(stored)).toBe(true);
    await create(app, owner, '/api/client/', { name: 'Добавлен вручную' });
    const anna = await signIn(app, demoStaff[0]!.email, DEMO_PASSWORD);

    const again = await resetDemo(app.db, storage, '2026-03-09');
    expect(again.companyId).not.toBe(companyId);
    expect(again.counts).toMatchObject(countsOf(records));
    expect(await rowsOf(companyId)).toEqual({});
    expect(existsSync(stored)).toBe(false);
    // the old sessions ended with their company
    expect((await call(app, anna, 'GET', '/api/company/')).status).toBe(401);

    expect(await pullAll(app, other)).toEqual(before);
    expect(await rowsOf(other.company.id)).toEqual(otherRows);
    expect((await call(app, other, 'GET', '/api/company/')).body.company.name).toBe('Потолки Севера');

    // the new one is dated from its own day and can be signed into as before
    const fresh = await pullAll(app, await signIn(app, DEMO_EMAIL, DEMO_PASSWORD));
    expect(fresh.clients).toHaveLength(again.counts.clients);
    // the same seed, the same rooms
    const rooms = (tables: Record<string, Wire[]>) =>
      tables.drafts!.map((d) => `${d.name} ${d.ploshad}`).sort();
    expect(rooms(fresh)).toEqual(rooms(records));
    expect(
      fresh
        .events!.filter((e) => e.status === 'planned')
        .map((e) => e.date)
        .sort()[0],
    ).toBe('2026-03-09');
  });
});
