import {
  idDeletedAnswer,
  smetaTemplateAnswer,
  smetaTemplateCreateBody,
  smetaTemplateListAnswer,
  smetaTemplateListQuery,
  smetaTemplateUpdateBody,
  smetaTemplateUpdateWithId,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCompanyRowRoutes } from '../../lib/company-row-routes.js';
import { bodyId } from '../../lib/wire.js';
import {
  createSmetaTemplate,
  deleteSmetaTemplate,
  getSmetaTemplate,
  listSmetaTemplates,
  updateSmetaTemplate,
} from './service.js';

const ID_MISSING = 'Не указан ID шаблона сметы';

/** smeta_template/: estimate templates (SMETA_* overrides and texts). */
export async function smetaTemplateRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  registerCompanyRowRoutes(app, {
    path: '/smeta_template',
    tags: ['smety'],
    list: {
      query: smetaTemplateListQuery,
      answer: smetaTemplateListAnswer,
      run: ({ db, companyId }, query) => listSmetaTemplates(db, companyId, query),
    },
    one: smetaTemplateAnswer,
    get: ({ db, companyId }, id) => getSmetaTemplate(db, companyId, id),
    create: {
      body: smetaTemplateCreateBody,
      run: ({ db, auth, companyId }, body) => createSmetaTemplate(db, auth, companyId, body),
    },
    update: {
      body: smetaTemplateUpdateBody,
      bodyWithId: smetaTemplateUpdateWithId,
      idOf: (id) => bodyId(id, ID_MISSING),
      run: ({ db, auth, companyId }, id, body) => updateSmetaTemplate(db, auth, companyId, id, body),
    },
    remove: {
      answer: idDeletedAnswer,
      byBody: true,
      run: ({ db, auth, companyId }, id) => deleteSmetaTemplate(db, auth, companyId, id),
    },
  });
}
