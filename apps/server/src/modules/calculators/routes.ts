import {
  CONFIG_ID_MISSING,
  calcListQuery,
  calcTemplateAnswer,
  calcTemplateCreateBody,
  calcTemplateListAnswer,
  calcTemplateUpdateBody,
  calcTemplateUpdateWithId,
  calculatorAnswer,
  calculatorCreateBody,
  calculatorDefaultAnswer,
  calculatorDefaultBody,
  calculatorListAnswer,
  calculatorUpdateBody,
  calculatorUpdateWithId,
  configIdParam,
  idDeletedAnswer,
  idParam,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, registerCompanyRowRoutes } from '../../lib/company-row-routes.js';
import { bodyId } from '../../lib/wire.js';
import { companyOf } from '../../plugins/auth.js';
import {
  createCalculator,
  createTemplate,
  deleteCalculator,
  deleteTemplate,
  getCalculator,
  getTemplate,
  listCalculators,
  listTemplates,
  setDefault,
  updateCalculator,
  updateTemplate,
} from './service.js';

const TEMPLATE_ID_MISSING = 'Не указан ID шаблона калькулятора';

/** templatecalc/: calculator templates (the tariff's template_calc limit applies). */
export async function calcTemplateRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  registerCompanyRowRoutes(app, {
    path: '/templatecalc',
    tags: ['calculators'],
    list: {
      query: calcListQuery,
      answer: calcTemplateListAnswer,
      run: ({ db, auth, companyId }, query) => listTemplates(db, auth, companyId, query),
    },
    one: calcTemplateAnswer,
    get: ({ db, auth, companyId }, id) => getTemplate(db, auth, companyId, id),
    create: {
      body: calcTemplateCreateBody,
      run: ({ db, auth, companyId }, body) => createTemplate(db, auth, companyId, body),
    },
    update: {
      body: calcTemplateUpdateBody,
      bodyWithId: calcTemplateUpdateWithId,
      idOf: (id) => bodyId(id, TEMPLATE_ID_MISSING),
      run: ({ db, auth, companyId }, id, body) => updateTemplate(db, auth, companyId, id, body),
    },
    remove: {
      answer: idDeletedAnswer,
      byBody: true,
      run: ({ db, auth, companyId }, id) => deleteTemplate(db, auth, companyId, id),
    },
  });
}

/** calculator/: the company's calculators (configs) with the exclusive default flag. */
export async function calculatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);
  const tags = ['calculators'];
  const idOf = (id: unknown) => bodyId(id, CONFIG_ID_MISSING);

  registerCompanyRowRoutes(app, {
    path: '/calculator',
    tags,
    list: {
      query: calcListQuery,
      answer: calculatorListAnswer,
      run: ({ db, auth, companyId }, query) => listCalculators(db, auth, companyId, query),
    },
    one: calculatorAnswer,
    get: ({ db, auth, companyId }, id) => getCalculator(db, auth, companyId, id),
    create: {
      body: calculatorCreateBody,
      run: ({ db, auth, companyId }, body) => createCalculator(db, auth, companyId, body),
    },
    update: {
      body: calculatorUpdateBody,
      bodyWithId: calculatorUpdateWithId,
      idOf,
      run: ({ db, auth, companyId }, id, body) => updateCalculator(db, auth, companyId, id, body),
    },
    remove: {
      answer: idDeletedAnswer,
      byBody: true,
      // A client that lost the id sends /calculator/undefined: the same 400 as a delete without an id.
      rawPathId: {
        params: configIdParam,
        idOf: (raw) => {
          const id = raw.trim();
          return idOf(id === 'undefined' || id === 'null' ? undefined : id);
        },
      },
      run: ({ db, auth, companyId }, id) => deleteCalculator(db, auth, companyId, id),
    },
  });

  app.patch(
    '/calculator/:id/default',
    {
      schema: {
        tags,
        params: idParam,
        body: calculatorDefaultBody.nullish(),
        response: { 200: calculatorDefaultAnswer, ...errors },
      },
    },
    async (request) =>
      setDefault(app.db, request.auth, companyOf(request), request.params.id, request.body?.default ?? 1),
  );
}
