import rateLimit from '@fastify/rate-limit';
import swagger from '@fastify/swagger';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.js';
import { type Database, type Db, openDatabase } from './db/client.js';
import { installRussianZodErrors } from './lib/russian-zod.js';
import { registerModules } from './modules/index.js';
import { publicLinkRoutes } from './modules/links/routes.js';
import { registerAuth } from './plugins/auth.js';
import { registerCaptcha } from './plugins/captcha.js';
import { registerChanges } from './plugins/changes.js';
import { registerCompression } from './plugins/compression.js';
import {
  answerClientError,
  answerFrameworkError,
  MAX_PARAM_LENGTH,
  registerErrorHandling,
} from './plugins/errors.js';
import { registerInputCheck } from './plugins/input-check.js';
import { registerMail } from './plugins/mail.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { registerSpa } from './plugins/spa.js';

installRussianZodErrors();

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    config: Config;
  }
}

export type App = FastifyInstance;

const BODY_LIMIT = 4 * 1024 * 1024;

/** Builds the whole server (API and SPA) on the database the config names. */
export async function buildApp(config: Config, database?: Database): Promise<App> {
  const app = Fastify({
    logger: { level: config.logLevel, redact: ['req.headers.authorization', 'req.headers.cookie'] },
    bodyLimit: BODY_LIMIT,
    trustProxy: config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  const db = database ?? (await openDatabase(config));
  app.decorate('db', db.db);
  app.decorate('config', config);
  app.addHook('onClose', async () => {
    await db.close();
  });

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerInputCheck(app);

  registerSecurityHeaders(app);
  // before any route: the plugin adds its hook to the routes made after it
  await registerCompression(app);
  // Route configs name their limits; without the plugin (RATE_LIMIT=0, benchmarks) they are inert.
  if (config.rateLimit) await app.register(rateLimit, { global: false });
  await app.register(swagger, {
    openapi: { info: { title: 'Гладь API', version: '1.0.0' } },
    transform: jsonSchemaTransform,
  });

  await registerAuth(app);
  await registerMail(app);
  registerChanges(app, db.listen);
  await registerCaptcha(app);
  await app.register(
    async (api) => {
      api.get('/docs/json', { schema: { hide: true } }, async () => app.swagger());
      await registerModules(api);
    },
    { prefix: '/api' },
  );
  // the client's page of a link (`/e/{token}`): outside /api, before the SPA's fallback
  await app.register(publicLinkRoutes);
  await registerSpa(app);
  return app;
}
