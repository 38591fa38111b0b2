/**
 * The tests' map of answers (helpers/answers) agrees with the server: every route the app registers with a
 * JSON answer has its entry, every entry is a route the app has, and each entry's schema is described in the
 * OpenAPI document exactly as the route's own `response[200]` is. So the types the tests read answers with
 * cannot drift from what the server declares: a changed contract, a new route or a removed one fails here.
 *
 * The schemas are compared through the document the app serves (the route table with its zod schemas is the
 * router's, not public): a small app declares each entry's schema the same way, and both renderings of
 * `response[200]` must be equal.
 */
import swagger from '@fastify/swagger';
import type { clientRecord, recordAnswer, restSyncAnswer } from '@glad/contracts';
import Fastify from 'fastify';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { z } from 'zod';
import { type AnswerOf, answers, type RouteKey, routeOf } from './helpers/answers/index.js';
import { useTestApp } from './helpers/app.js';

const app = await useTestApp();
await app.ready();

interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
}
type Doc = { paths: Record<string, Record<string, Operation>> };

const served = app.swagger() as Doc;
/** `/api/client/{id}` → `/api/client/:id`, Fastify's pattern the map is keyed by. */
const pattern = (openapiPath: string) => openapiPath.replace(/\{(\w+)\}/g, ':$1');
const keyOf = (method: string, path: string) => `${method.toUpperCase()} ${pattern(path)}`;

/** The routes whose success is JSON, by map key, with the description of their `response[200]`. */
const jsonRoutes = new Map<string, unknown>();
for (const [path, operations] of Object.entries(served.paths)) {
  for (const [method, op] of Object.entries(operations)) {
    const ok = op.responses?.['200'];
    if (ok?.content?.['application/json']) jsonRoutes.set(keyOf(method, path), ok);
  }
}

/** The map's schemas, declared as `response[200]` of the same routes on an app of their own. */
async function describedByMap(): Promise<Map<string, unknown>> {
  const mirror = Fastify();
  mirror.setValidatorCompiler(validatorCompiler);
  mirror.setSerializerCompiler(serializerCompiler);
  await mirror.register(swagger, {
    openapi: { info: { title: 'answers', version: '1' } },
    transform: jsonSchemaTransform,
  });
  for (const [key, schema] of Object.entries(answers)) {
    const [method = '', url = ''] = key.split(' ');
    mirror.route({ method, url, schema: { response: { 200: schema } }, handler: async () => ({}) });
  }
  await mirror.ready();
  const doc = mirror.swagger() as Doc;
  const described = new Map<string, unknown>();
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(operations))
      described.set(keyOf(method, path), op.responses?.['200']);
  }
  await mirror.close();
  return described;
}

describe('the answers map of the tests', () => {
  it('has an entry for every route that answers JSON, and only those', () => {
    const keys = Object.keys(answers).sort();
    expect(keys).toEqual([...jsonRoutes.keys()].sort());
  });

  it('names only routes the app has', () => {
    for (const key of Object.keys(answers)) {
      const [method = '', url = ''] = key.split(' ');
      // the router finds the pattern itself as a URL: each param takes its own name (`:id` → ':id'), not a wildcard
      const found = app.findRoute({ method, url });
      const params = Object.fromEntries([...url.matchAll(/:(\w+)/g)].map(([name, param]) => [param, name]));
      expect(found?.params, key).toEqual(params);
    }
  });

  it('describes each answer as the route declares it', async () => {
    const described = await describedByMap();
    for (const key of Object.keys(answers)) expect(described.get(key), key).toEqual(jsonRoutes.get(key));
  });

  it('finds a URL’s entry at run time as the types do', () => {
    const cases: [string, string, RouteKey | undefined][] = [
      ['GET', '/api/client/12', 'GET /api/client/:id'],
      ['GET', '/api/client/12/', 'GET /api/client/:id'],
      ['GET', '/api/client/?q=x&limit=5', 'GET /api/client/'],
      ['GET', '/api/client', 'GET /api/client/'],
      ['GET', '/api/payment/quote/', 'GET /api/payment/quote/'],
      ['GET', '/api/payment/7', 'GET /api/payment/:id'],
      ['GET', '/api/calendar/feed/', 'GET /api/calendar/feed/'],
      ['PUT', '/api/trash/clients/3/', 'PUT /api/trash/:type/:id/'],
      ['DELETE', '/api/sync/lost/drafts/5/', 'DELETE /api/sync/lost/:table/:id/'],
      ['GET', '/api/client/abc', undefined],
      ['GET', '/api/nothing/', undefined],
    ];
    for (const [method, url, key] of cases) expect(routeOf(method, url), `${method} ${url}`).toBe(key);
  });

  it('types an answer by its URL', () => {
    type One = z.output<ReturnType<typeof recordAnswer<typeof clientRecord>>>;
    expectTypeOf<AnswerOf<'GET', `/api/client/${number}`>>().toEqualTypeOf<One>();
    expectTypeOf<AnswerOf<'PUT', `/api/client/${number}/`>>().toEqualTypeOf<One>();
    expectTypeOf<AnswerOf<'GET', `/api/client/?q=${string}`>>().toHaveProperty('pagination');
    type Post = z.output<(typeof answers)['POST /api/client/']>;
    expectTypeOf<AnswerOf<'POST', '/api/client/'>>().toEqualTypeOf<Post>();
    expectTypeOf<Post>().toEqualTypeOf<
      z.output<ReturnType<typeof restSyncAnswer<typeof clientRecord>>> | One
    >();
    expectTypeOf<AnswerOf<'GET', '/api/calendar/feed/'>>().toHaveProperty('res');
    // a URL the map cannot see is `unknown`: the test names the schema (`callAs`)
    expectTypeOf<AnswerOf<'GET', string>>().toBeUnknown();
    expectTypeOf<AnswerOf<'GET', '/api/nothing/'>>().toBeUnknown();
  });
});
