import { bodyIdOnly, errorBody, idParam } from '@glad/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { Db } from '../db/client.js';
import { type AuthContext, companyOf } from '../plugins/auth.js';

/** The refusals every company-scoped call may answer, each as `{ res: false, message }`. */
export const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody };

/** What a handler of a company-scoped call works with. */
export interface RowCall {
  db: Db;
  auth: AuthContext;
  /** the caller's company: every query of the call is scoped to it */
  companyId: number;
  request: FastifyRequest;
}

type Run<Args extends unknown[]> = (call: RowCall, ...args: Args) => Promise<unknown>;

export interface CompanyRowRouteOptions<
  Q extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  UI extends z.ZodType,
> {
  /** e.g. '/rashod': the calls are '/rashod/' and '/rashod/:id' */
  path: string;
  tags: string[];
  /** the id in the path (`idParam` unless the rows' ids are wider) */
  idParam?: z.ZodType<{ id: number }>;
  /** GET /: the whole answer is what `run` gives */
  list: { query: Q; answer: z.ZodType; run: Run<[z.output<Q>]> };
  /** the answer of GET /:id, POST and PUT: `{ res: true, content }` */
  one: z.ZodType;
  /** GET /:id: the row's content */
  get: Run<[number]>;
  /** POST /: the new row's content; left out where the module answers POST itself */
  create?: { body: C; run: Run<[z.output<C>]> };
  /**
   * PUT /:id with `body`, and PUT / with `bodyWithId` (the same fields and the id): the row's new content.
   * `idOf` reads the body's id and refuses a missing or wrong one with a 400 that names what is missing.
   */
  update: { body: U; bodyWithId: UI; idOf: (value: unknown) => number; run: Run<[number, z.output<U>]> };
  /** DELETE /:id, and DELETE / with `{ id }` in the body when `byBody` (read by `update.idOf`) */
  remove: {
    answer: z.ZodType;
    byBody: boolean;
    /** the path id as a string where a literal 'undefined' or 'null' must answer as a missing id */
    rawPathId?: { params: z.ZodType<{ id: string }>; idOf: (raw: string) => number };
    run: Run<[number]>;
  };
}

/**
 * The calls of a kind of company-scoped row (docs/spec.md §7): GET list and one, POST, PUT and DELETE with the id
 * in the path or in the body. Authentication is the module's hook; every handler gets the caller's company.
 */
export function registerCompanyRowRoutes<
  Q extends z.ZodType,
  C extends z.ZodType,
  U extends z.ZodType,
  UI extends z.ZodType,
>(fastify: FastifyInstance, o: CompanyRowRouteOptions<Q, C, U, UI>) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const { tags, one } = o;
  const params = o.idParam ?? idParam;
  const call = (request: FastifyRequest): RowCall => ({
    db: app.db,
    auth: request.auth,
    companyId: companyOf(request),
    request,
  });
  const content = async (value: Promise<unknown>) => ({ res: true as const, content: await value });
  const idIn = (request: FastifyRequest) => (request.params as { id: number }).id;

  app.get(
    `${o.path}/`,
    { schema: { tags, querystring: o.list.query, response: { 200: o.list.answer, ...errors } } },
    async (request) => o.list.run(call(request), request.query as z.output<Q>),
  );
  app.get(`${o.path}/:id`, { schema: { tags, params, response: { 200: one, ...errors } } }, async (request) =>
    content(o.get(call(request), idIn(request))),
  );

  const { create } = o;
  if (create) {
    app.post(
      `${o.path}/`,
      { schema: { tags, body: create.body, response: { 200: one, ...errors } } },
      async (request) => content(create.run(call(request), request.body as z.output<C>)),
    );
  }

  const { update } = o;
  app.put(
    `${o.path}/`,
    { schema: { tags, body: update.bodyWithId, response: { 200: one, ...errors } } },
    async (request) => {
      const { id, ...fields } = request.body as { id?: unknown };
      const rowId = update.idOf(id); // a missing id is the first thing said, before anything about the caller
      return content(update.run(call(request), rowId, fields as z.output<U>));
    },
  );
  app.put(
    `${o.path}/:id`,
    { schema: { tags, params, body: update.body, response: { 200: one, ...errors } } },
    async (request) => content(update.run(call(request), idIn(request), request.body as z.output<U>)),
  );

  const { remove } = o;
  if (remove.byBody) {
    app.delete(
      `${o.path}/`,
      { schema: { tags, body: bodyIdOnly.nullish(), response: { 200: remove.answer, ...errors } } },
      async (request) =>
        remove.run(call(request), update.idOf((request.body as { id?: unknown } | null)?.id)),
    );
  }
  const { rawPathId } = remove;
  app.delete(
    `${o.path}/:id`,
    { schema: { tags, params: rawPathId?.params ?? params, response: { 200: remove.answer, ...errors } } },
    async (request) => {
      const raw = request.params as { id: number | string };
      const id = rawPathId ? rawPathId.idOf(String(raw.id)) : (raw.id as number);
      return remove.run(call(request), id);
    },
  );
}
