/**
 * Property walk (issue 9 §5): every API route, called as the owner of a company with random requests
 * built from the route's own schema (helpers/schema-arbitrary.ts: NULs, lone surrogates, huge numbers,
 * deep nesting, wrong types, poisoned keys, hostile URL parts), never answers 500, and every refusal is
 * `{ res: false, message }` in Russian, without zod's type names or Fastify's English.
 *
 * Routes are read from the app's OpenAPI document (made from the routes' zod schemas), so a route added
 * later is walked without touching this file. Path ids are mostly the company's real ones, so writes reach
 * the handlers and the database, not only the validation.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createCompany, useTestApp } from './helpers/app.js';
import { call, create } from './helpers/records.js';
import { type Hints, hostileVariant, type JsonSchema, jsonText } from './helpers/schema-arbitrary.js';
import { type ParamSchema, pathValue, queryString } from './helpers/url-arbitrary.js';

/** Runs per route: bounded, since CI runs this file on both databases; FUZZ_RUNS=200 explores more. */
const RUNS = Number(process.env.FUZZ_RUNS ?? 8);

const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'glad-fuzz-'));
afterAll(() => rm(uploadsDir, { recursive: true, force: true }));
const app = await useTestApp({ uploadsDir });
await app.ready();

interface Operation {
  parameters?: ParamSchema[];
  requestBody?: { content?: Record<string, { schema: JsonSchema }> };
}
const doc = app.swagger() as { paths: Record<string, Record<string, Operation>> };
const routes = Object.entries(doc.paths).flatMap(([url, operations]) =>
  Object.entries(operations).map(([method, op]) => ({ method: method.toUpperCase(), url, op })),
);

/** Which table a route's `{id}` points into, by the route's first segment. */
const tableOf: Record<string, string> = {
  client: 'clients',
  project: 'projects',
  drafts: 'drafts',
  binddraft: 'drafts',
  events: 'events',
  smeta: 'smety',
  smetamontazh: 'smetymontazh',
  calculator: 'calculators',
  templatecalc: 'calc_templates',
  smeta_template: 'smeta_templates',
  pricelist: 'price_items',
  rashod: 'expenses',
  statuses: 'statuses',
  users: 'users',
  potolochniki: 'users',
  files: 'files',
  company: 'companies',
  clone: 'drafts',
};

/** Fields that name a record of the company, and the table their real ids come from. */
const fieldTables: Record<string, string> = {
  projectid: 'projects',
  project: 'projects',
  clientid: 'clients',
  client: 'clients',
  draftid: 'drafts',
  ids: 'drafts',
  data: 'drafts',
  assignee: 'users',
  project_manager: 'users',
  montazhnik: 'users',
  status_worked: 'statuses',
  status_payment: 'statuses',
  templateId: 'calc_templates',
  calc: 'calculators',
};

/** Real ids for the fields above and for a body's `id` (the route's own table). */
function hintsFor(table: string | undefined): Hints {
  const hints: Record<string, fc.Arbitrary<unknown>> = {};
  const pick = (name: string) => {
    const ids = current.ids.get(name);
    return ids ? fc.constantFrom(...ids.map(Number)) : undefined;
  };
  for (const [field, name] of Object.entries(fieldTables)) {
    const arb = pick(name);
    if (arb)
      hints[field] =
        field === 'ids' || field === 'data' ? fc.array(arb, { minLength: 1, maxLength: 2 }) : arb;
  }
  const own = table ? pick(table) : undefined;
  if (own) hints.id = own;
  return hints;
}

type Owner = Awaited<ReturnType<typeof createCompany>>;

/** A company with one of everything, made through the API as its owner would. */
async function seededOwner(): Promise<{ owner: Owner; ids: Map<string, string[]> }> {
  const owner = await createCompany(app);
  const post = async <U extends string>(url: U, payload: object) => {
    const res = await call(app, owner, 'POST', url, payload);
    if (res.status !== 200) throw new Error(`seeding ${url}: ${res.status} ${res.text}`);
    return res.body;
  };
  const client = await create(app, owner, '/api/client/', { name: 'Иван Петров', phone: '+79120000001' });
  const project = await create(app, owner, '/api/project/', { name: 'Кухня', clientid: client.id });
  const projectid = project.id;
  await post('/api/drafts/', { name: 'Кухня', projectid, polygons: { comment: 'у окна' } });
  await post('/api/events/', { date: '2026-12-01', kind: 'zamer', project: projectid });
  await post('/api/smeta/', { projectid, clientid: client.id });
  await post('/api/smetamontazh/', { projectid });
  await post('/api/pricelist/', { uid: 'film', name: 'Плёнка', category: 'Полотна', unit: 'м²', price: 500 });
  const rows = { main: [{ id: 'film', itemUid: 'film', source: { kind: 'area' } }] };
  const template = await post('/api/templatecalc/', { name: 'Шаблон', ...rows });
  await post('/api/calculator/', { templateId: template.content.id, default: 1 });
  await post('/api/smeta_template/', { name: 'Смета', intro: 'Здравствуйте' });
  await post('/api/rashod/', { projectid, category: 'Бензин', amount: 100, date: '2026-12-01' });
  await post('/api/users/', {
    email: `staff-${owner.company.id}@example.com`,
    password: 'staff-pass-1',
    name: 'Пётр',
    family: 'Монтажник',
    rights: ['2'],
  });
  return { owner, ids: await idsByTable(owner.company.id) };
}

/** The ids of the company's rows, per table with `company_id` (and the company's own id). */
async function idsByTable(companyId: number): Promise<Map<string, string[]>> {
  const tables = (
    await app.db.execute(sql`select table_name from information_schema.columns
      where table_schema = current_schema() and column_name = 'company_id'`)
  ).rows as { table_name: string }[];
  const ids = new Map<string, string[]>([['companies', [String(companyId)]]]);
  for (const { table_name } of tables) {
    const rows = (
      await app.db
        .execute(
          sql`select id::text as id from ${sql.identifier(table_name)} where company_id = ${companyId} limit 5`,
        )
        .catch(() => ({ rows: [] }))
    ).rows as { id: string }[];
    if (rows.length > 0)
      ids.set(
        table_name,
        rows.map((r) => r.id),
      );
  }
  return ids;
}

let current = await seededOwner();

/** A route that ended the session (logout, the company or the owner deleted) gets the next run a new one. */
async function stillSignedIn() {
  const res = await call(app, current.owner, 'GET', '/api/company/');
  if (res.status !== 200) current = await seededOwner();
}

/** Routes whose success can end the owner's session or company. */
const SESSION_ROUTES = /company|users|potolochniki|logout|refresh|password/;

/** Words of zod's and Fastify's own messages that must never reach a person. */
const ENGLISH =
  /\b(?:string|number|integer|boolean|object|array|undefined|expected|received|invalid|required|instanceof|bad request|not found|error)\b/i;
/** The names a message quotes (fields, values) are the caller's own words: not checked for English. */
const quoted = /«[^»]*»|\([^)]*\)/g;

function checkAnswer(res: { statusCode: number; body: string }, label: string) {
  expect(res.statusCode, label).toBeLessThan(500);
  if (res.statusCode < 400) return;
  let body: { res?: unknown; message?: unknown };
  try {
    body = JSON.parse(res.body);
  } catch {
    throw new Error(`${label}: a ${res.statusCode} answer that is not JSON: ${res.body.slice(0, 200)}`);
  }
  expect(body, label).toEqual({ res: false, message: expect.any(String) });
  const message = String(body.message);
  expect(message, label).toMatch(/[А-Яа-яЁё]/);
  expect(message.replace(quoted, ''), label).not.toMatch(ENGLISH);
}

const CONTENT_TYPES = fc.oneof(
  { weight: 12, arbitrary: fc.constant('application/json') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'text/plain',
      'application/json; charset=utf-16',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
      'application/xml',
    ),
  },
);

describe('every route, random requests from its schema', () => {
  it('walks the routes of the app', () => {
    expect(routes.length).toBeGreaterThan(100);
    const keys = routes.map((r) => `${r.method} ${r.url}`);
    expect(keys).toEqual(
      expect.arrayContaining(['POST /api/drafts/', 'POST /api/sync/push/', 'PUT /api/company/']),
    );
  });

  it.each(routes.map((r) => [r.method, r.url, r.op] as const))(
    '%s %s never answers 500',
    async (method, url, op) => {
      await stillSignedIn();
      const params = op.parameters ?? [];
      const pathParams = params.filter((p) => p.in === 'path');
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const takesBody = method !== 'GET' && method !== 'HEAD';
      const table = tableOf[url.split('/')[2] ?? ''];
      const request = fc.record({
        path: fc.tuple(
          ...pathParams.map((p) => {
            const known = p.name === 'id' ? (current.ids.get(table ?? '') ?? []) : [];
            return pathValue(p, known);
          }),
        ),
        query: queryString(params.filter((p) => p.in === 'query')),
        body: takesBody
          ? hostileVariant(bodySchema ?? { type: 'object' }, hintsFor(table))
          : fc.constant(undefined),
        contentType: CONTENT_TYPES,
      });
      await fc.assert(
        fc.asyncProperty(request, async ({ path: values, query, body, contentType }) => {
          let target = url;
          pathParams.forEach((p, i) => {
            target = target.replace(`{${p.name}}`, values[i]!);
          });
          const text = body === undefined ? undefined : jsonText(body);
          const res = await app.inject({
            method: method as 'GET',
            url: `${target}${query}`,
            headers: {
              ...current.owner.headers,
              ...(text === undefined ? {} : { 'content-type': contentType }),
            },
            ...(text === undefined ? {} : { payload: text }),
          });
          const label = `${method} ${target}${query.slice(0, 200)} ${String(text).slice(0, 300)} → ${res.statusCode} ${res.body.slice(0, 300)}`;
          checkAnswer(res, label);
          if (res.statusCode < 300 && SESSION_ROUTES.test(url)) await stillSignedIn();
        }),
        { numRuns: RUNS },
      );
    },
    120_000,
  );
});
