/**
 * Tenancy walk (issue 2 §7): every API route, called with company B's token and company A's ids in its path,
 * must refuse (400/401/403/404…) or answer without any of company A's data — and never 500.
 *
 * Routes are read from the running app, so routes added later are walked without touching this file. To make
 * the walk meaningful for a new area, add a seeder below that gives company A some of its records (through
 * the API, with A's token); their ids are then found generically in every table that has `company_id`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  calcTemplateAnswer,
  calcTemplateListAnswer,
  calculatorListAnswer,
  companyResponse,
  employeesResponse,
  expenseListAnswer,
  listAnswer,
  priceListAnswer,
  projectRecord,
  recordAnswer,
  smetaRecord,
  smetaTemplateListAnswer,
  userResponse,
} from '@glad/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { startSession } from '../src/modules/auth/sessions.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glad-tenancy-'));
afterAll(() => rm(uploadsDir, { recursive: true, force: true })); // after the app's own close
const app = await useTestApp({ uploadsDir });

type Headers = Record<string, string>;
type Company = Awaited<ReturnType<typeof createCompany>>;

/** Unique strings planted in company A's data: none may appear in an answer to company B. */
const tag = randomBytes(4).toString('hex');
const MARK = {
  company: `Tenant-Alpha-${tag}`,
  staffEmail: `alpha-staff-${tag}@example.com`,
  staffFamily: `Alphafamily${tag}`,
  logo: `alpha-logo-${tag}`,
  custom: `alpha-custom-${tag}`,
  legal: `Alpha-Legal-${tag}`,
  price: `Alpha-Price-${tag}`,
  calc: `Alpha-Calc-${tag}`,
  smetaTemplate: `Alpha-Smeta-${tag}`,
  expense: `Alpha-Expense-${tag}`,
};

const a = await createCompany(app, { companyName: MARK.company, email: `alpha-owner-${tag}@example.com` });
const b = await createCompany(app, {
  companyName: `Tenant-Beta-${tag}`,
  email: `beta-owner-${tag}@example.com`,
});
const markers = [...Object.values(MARK), a.email].map((m) => m.toLowerCase());

const pictureForm = (svg: string) => {
  const form = new FormData();
  form.append('file', new Blob([svg], { type: 'image/svg+xml' }), 'picture.svg');
  return form;
};
const svgWith = (text: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><title>${text}</title></svg>`;

async function ok(res: { statusCode: number; body: string }, what: string) {
  if (res.statusCode !== 200) throw new Error(`seeding ${what}: ${res.statusCode} ${res.body}`);
}

/** Company A's records, made through the API. Add a seeder when a new area appears. */
const seeders: Array<(company: Company) => Promise<void>> = [
  async (c) => {
    await app.db.execute(
      sql`update companies set tariff_id = (select id from tariffs order by managers desc limit 1) where id = ${c.company.id}`,
    );
    const put = (url: string, payload: object) =>
      app.inject({ method: 'PUT', url, headers: c.headers, payload });
    await ok(await put('/api/company/', { city: 'Альфа', requisites: { legalName: MARK.legal } }), 'company');
    await ok(await put(`/api/company/${c.company.id}`, { SMETA_CUSTOM: MARK.custom }), 'settings');
    const staff = await app.inject({
      method: 'POST',
      url: '/api/users/',
      headers: c.headers,
      payload: {
        email: MARK.staffEmail,
        password: 'staff-pass-1',
        name: 'Альфа',
        family: MARK.staffFamily,
        rights: ['2', '7'],
      },
    });
    await ok(staff, 'staff');
    const staffId = readAs(staff, userResponse).user.id;
    const upload = (url: string) =>
      app.inject({ method: 'POST', url, headers: c.headers, payload: pictureForm(svgWith(MARK.logo)) });
    await ok(await upload('/api/company/logo/'), 'logo');
    await ok(await upload(`/api/users/${staffId}/photo/`), 'photo');
  },
  // Pricing (issue 5): a price item, a calculator template and calculator using it, an estimate template,
  // an expense of a project and an approved estimate.
  async (c) => {
    const post = (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: c.headers, payload });
    const item = { uid: MARK.price, name: MARK.price, category: MARK.price, unit: 'шт.', price: 100 };
    await ok(await post('/api/pricelist/', item), 'price item');
    const rows = { main: [{ id: MARK.calc, itemUid: MARK.price, source: { kind: 'manual' } }] };
    const template = await post('/api/templatecalc/', { name: MARK.calc, ...rows });
    await ok(template, 'calculator template');
    await ok(
      await post('/api/calculator/', {
        templateId: readAs(template, calcTemplateAnswer).content.id,
        default: 1,
      }),
      'calculator',
    );
    const smetaTemplate = {
      name: MARK.smetaTemplate,
      intro: MARK.smetaTemplate,
      settings: { SMETA_CUSTOM: MARK.smetaTemplate },
    };
    await ok(await post('/api/smeta_template/', smetaTemplate), 'estimate template');
    const project = await post('/api/project/', { name: MARK.expense });
    await ok(project, 'project');
    const expense = {
      projectid: readAs(project, recordAnswer(projectRecord)).content.id,
      category: MARK.expense,
      amount: 100,
      date: '2026-01-01',
    };
    await ok(await post('/api/rashod/', { ...expense, note: MARK.expense }), 'expense');
    const smeta = await post('/api/smeta/', { uid: MARK.expense, client: MARK.expense });
    await ok(smeta, 'estimate');
    await ok(
      await post('/api/smeta/ajax.php', {
        id: readAs(smeta, recordAnswer(smetaRecord)).content.id,
        status: 'sent',
      }),
      'estimate status',
    );
  },
];
for (const seed of seeders) await seed(a);

/** Ids of company A's records in every table with `company_id` (so new tables count by themselves). */
async function idsOfCompany(companyId: number): Promise<string[]> {
  const rows = (
    await app.db.execute(sql`select c.table_name from information_schema.columns c
      join information_schema.columns i on i.table_schema = c.table_schema and i.table_name = c.table_name
        and i.column_name = 'id'
      where c.table_schema = current_schema() and c.column_name = 'company_id'`)
  ).rows as Array<{ table_name: string }>;
  const ids = new Set<string>([String(companyId)]);
  for (const { table_name } of rows) {
    const found = (
      await app.db.execute(
        sql`select id::text as id from ${sql.identifier(table_name)} where company_id = ${companyId} order by id limit 5`,
      )
    ).rows as Array<{ id: string }>;
    for (const { id } of found) ids.add(id);
  }
  return [...ids];
}
const candidates = await idsOfCompany(a.company.id);

/** Values for path parameters that are not ids (extend when a route takes another kind). */
const namedParams: Record<string, string[]> = {
  type: ['client', 'clients', 'project', 'projects', 'draft', 'drafts', 'smeta', 'events'],
};

interface Route {
  method: string;
  url: string;
}

/** Every route of the running app, read from Fastify's own route tree (`printRoutes`). */
function collectRoutes(): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    stack.length = depth;
    stack[depth] = m[2]!;
    for (const method of m[3]?.split(', ') ?? []) routes.push({ method, url: stack.join('') });
  }
  return routes.filter((r) => r.url.startsWith('/api/') && r.method !== 'HEAD' && r.method !== 'OPTIONS');
}
const routes = collectRoutes();

/** Each way to fill the route's path with company A's values. */
function pathsFor(url: string): string[] {
  const params = [...url.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  if (params.length === 0) return [url];
  const out: string[] = [];
  for (const id of candidates) {
    let variants = [url];
    for (const p of params) {
      const values = namedParams[p] ?? [id];
      variants = variants.flatMap((v) =>
        values.map((value) => v.replace(`:${p}`, encodeURIComponent(value))),
      );
    }
    out.push(...variants);
  }
  return [...new Set(out)];
}

/** A body that passes common validation and points at company A's ids. */
const plausibleBody = (id: string) => ({
  id: Number(id) || id,
  ids: [Number(id) || id],
  data: [Number(id) || id],
  base: [Number(id) || id],
  sync: true,
  client: Number(id) || id,
  clientid: Number(id) || id,
  projectid: Number(id) || id,
  draftid: Number(id) || id,
  name: 'Бета',
});

let ipCounter = 0;
async function callAsB(method: string, url: string, payload: object | FormData | undefined) {
  const tokens = await startSession(app, b.owner);
  const headers: Headers = { authorization: `Bearer ${tokens.accessToken}` };
  return app.inject({
    method: method as 'GET',
    url,
    headers,
    remoteAddress: `10.9.${Math.floor(++ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`,
    ...(payload === undefined ? {} : { payload }),
  });
}

const leaks = (body: string) => markers.filter((m) => body.toLowerCase().includes(m));

describe('tenancy walk', () => {
  it('found the routes of the app', () => {
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    for (const known of [
      'GET /api/users/:id',
      'PUT /api/company/:id',
      'DELETE /api/files/:id',
      'GET /api/company',
    ]) {
      expect(keys).toContain(known);
    }
    expect(candidates.length).toBeGreaterThanOrEqual(4);
  });

  it('would notice company A’s data in an answer (the markers are really there)', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/users/', headers: a.headers });
    expect(leaks(res.body)).toContain(MARK.staffEmail.toLowerCase());
    const company = await app.inject({ method: 'GET', url: '/api/company/', headers: a.headers });
    expect(leaks(company.body)).toEqual(expect.arrayContaining([MARK.company.toLowerCase(), MARK.custom]));
  });

  it.each(routes.map((r) => [r.method, r.url] as const))(
    '%s %s refuses company B or shows none of A',
    async (method, url) => {
      for (const target of pathsFor(url)) {
        const id = /\/(\d+|[0-9a-f-]{36})(?:\/|$)/.exec(target)?.[1] ?? candidates[0]!;
        const payloads = method === 'GET' || method === 'HEAD' ? [undefined] : [{}, plausibleBody(id)];
        for (const payload of payloads) {
          let res = await callAsB(method, target, payload);
          // An upload route refuses JSON: try it with a picture too, so it gets past the type check.
          if (res.statusCode === 415) res = await callAsB(method, target, pictureForm(svgWith('beta')));
          const where = `${method} ${target} ${payload ? JSON.stringify(payload) : ''} → ${res.statusCode}`;
          expect(res.statusCode, where).toBeLessThan(500);
          // Refusals (400/401/403/404) carry no data either, so the check holds for every answer.
          expect(leaks(res.body), where).toEqual([]);
        }
      }
    },
  );

  it('left company A as it was', async () => {
    const { company } = readAs(
      await app.inject({ method: 'GET', url: '/api/company/', headers: a.headers }),
      companyResponse,
    );
    expect(company).toMatchObject({
      name: MARK.company,
      delete: false,
      city: 'Альфа',
      requisites: { legalName: MARK.legal },
    });
    expect(company.settings.SMETA_CUSTOM).toBe(MARK.custom);
    expect(company.logo).not.toBeNull();
    expect((await app.inject({ method: 'GET', url: company.logo!, headers: a.headers })).body).toContain(
      MARK.logo,
    );
    const people = readAs(
      await app.inject({ method: 'GET', url: '/api/users/', headers: a.headers }),
      employeesResponse,
    );
    expect(people).toHaveLength(2);
    expect(people[1]).toMatchObject({ email: MARK.staffEmail, rights: ['2', '7'], no_photo: false });
  });
});

it('left company A’s pricing as it was', async () => {
  const get = async <S extends z.ZodType>(url: string, schema: S) =>
    readAs(await app.inject({ method: 'GET', url, headers: a.headers }), schema);
  const prices = await get(`/api/pricelist/?q=${MARK.price}`, priceListAnswer);
  expect(prices.content).toEqual([expect.objectContaining({ uid: MARK.price, price: 100, unit: 'pcs' })]);
  const calcs = (await get('/api/calculator/', calculatorListAnswer)).content;
  expect(calcs.filter((x: { default: number }) => x.default === 1)).toEqual([
    expect.objectContaining({ name: MARK.calc, main: [expect.objectContaining({ itemUid: MARK.price })] }),
  ]);
  expect(
    (await get('/api/templatecalc/', calcTemplateListAnswer)).content.map((t: { name: string }) => t.name),
  ).toContain(MARK.calc);
  expect((await get('/api/smeta_template/', smetaTemplateListAnswer)).content).toEqual([
    expect.objectContaining({ name: MARK.smetaTemplate, settings: { SMETA_CUSTOM: MARK.smetaTemplate } }),
  ]);
  expect((await get('/api/rashod/', expenseListAnswer)).content).toEqual([
    expect.objectContaining({
      category: MARK.expense,
      amount: 100,
      note: MARK.expense,
      project: MARK.expense,
    }),
  ]);
  expect((await get('/api/smeta/', listAnswer(smetaRecord))).content).toEqual([
    expect.objectContaining({ uid: MARK.expense, status: 'sent' }),
  ]);
});
