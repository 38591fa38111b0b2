import {
  clientLight,
  draftLight,
  errorBody,
  projectLight,
  skeletonAllAnswer,
  skeletonListAnswer,
  skeletonSmetsAnswer,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { smety, smetymontazh } from '../../db/schema/index.js';
import { companyOf } from '../../plugins/auth.js';
import {
  installers,
  lightClients,
  lightDrafts,
  lightProjects,
  lightSmety,
  skeletonCompany,
} from './repository.js';

const errors = { 401: errorBody, 403: errorBody };
const tags = ['skeleton'];

/** skeleton/… (docs/spec.md §7): light lists for start-up and for the list screens. */
export async function skeletonRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/skeleton/clients/',
    { schema: { tags, response: { 200: skeletonListAnswer(clientLight), ...errors } } },
    async (request) => ({ res: true as const, content: await lightClients(app.db, companyOf(request)) }),
  );
  app.get(
    '/skeleton/projects/',
    { schema: { tags, response: { 200: skeletonListAnswer(projectLight), ...errors } } },
    async (request) => ({ res: true as const, content: await lightProjects(app.db, companyOf(request)) }),
  );
  app.get(
    '/skeleton/drafts/',
    { schema: { tags, response: { 200: skeletonListAnswer(draftLight), ...errors } } },
    async (request) => ({ res: true as const, content: await lightDrafts(app.db, companyOf(request)) }),
  );

  app.get(
    '/skeleton/all/',
    { schema: { tags, response: { 200: skeletonAllAnswer, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      return {
        res: true as const,
        clients: await lightClients(app.db, companyId),
        projects: await lightProjects(app.db, companyId),
        drafts: await lightDrafts(app.db, companyId),
        company: await skeletonCompany(app.db, companyId),
      };
    },
  );

  app.get(
    '/skeleton/smets/',
    { schema: { tags, response: { 200: skeletonSmetsAnswer, ...errors } } },
    async (request) => {
      const companyId = companyOf(request);
      const smets = await lightSmety(app.db, companyId, smety);
      const smetsmontazh = await lightSmety(app.db, companyId, smetymontazh);
      const referenced = new Set([...smets, ...smetsmontazh].map((s) => s.clientid));
      const clients = (await lightClients(app.db, companyId)).filter((c) => referenced.has(c.id));
      return {
        res: true as const,
        smets,
        smetsmontazh,
        clients,
        montazhnik: await installers(app.db, companyId),
      };
    },
  );
}
