import { z } from 'zod';

/** GET health: the server answers and its database too; `uptime` in seconds. */
export const healthAnswer = z.object({ res: z.literal(true), db: z.literal('ok'), uptime: z.number() });
export type HealthAnswer = z.infer<typeof healthAnswer>;

/* GET docs/json: the OpenAPI 3 document the server makes of its routes' schemas (the parts clients read). */

const mediaTypes = z.record(
  z.string(),
  z.looseObject({ schema: z.looseObject({ properties: z.record(z.string(), z.unknown()).optional() }) }),
);
const apiOperation = z.looseObject({
  tags: z.array(z.string()).optional(),
  requestBody: z.looseObject({ content: mediaTypes }).optional(),
  responses: z.record(z.string(), z.looseObject({ content: mediaTypes.optional() })),
});
const apiPath = z.looseObject({
  get: apiOperation.optional(),
  post: apiOperation.optional(),
  put: apiOperation.optional(),
  patch: apiOperation.optional(),
  delete: apiOperation.optional(),
});
export const apiDocument = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), apiPath),
});
export type ApiDocument = z.infer<typeof apiDocument>;
