import {
  expenseAnswer,
  expenseCreateBody,
  expenseListAnswer,
  expenseListQuery,
  expenseUpdateBody,
  expenseUpdateWithId,
  idDeletedAnswer,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import { registerCompanyRowRoutes } from '../../lib/company-row-routes.js';
import { bodyId } from '../../lib/wire.js';
import {
  assertExpenseRights,
  createExpense,
  deleteExpense,
  getExpense,
  listExpenses,
  updateExpense,
} from './service.js';

const ID_MISSING = 'Не указан ID расхода';

/** rashod/: expenses per project and category (the owner or rights group '11' only). */
export async function expenseRoutes(app: FastifyInstance) {
  app.addHook('onRequest', app.requireAuth);
  // Refused before any validation: someone without the right learns nothing, not even what a valid call is.
  app.addHook('onRequest', async (request) => assertExpenseRights(request.auth));
  registerCompanyRowRoutes(app, {
    path: '/rashod',
    tags: ['expenses'],
    list: {
      query: expenseListQuery,
      answer: expenseListAnswer,
      run: ({ db, auth, companyId }, query) => listExpenses(db, auth, companyId, query),
    },
    one: expenseAnswer,
    get: ({ db, auth, companyId }, id) => getExpense(db, auth, companyId, id),
    create: {
      body: expenseCreateBody,
      run: ({ db, auth, companyId }, body) => createExpense(db, auth, companyId, body),
    },
    update: {
      body: expenseUpdateBody,
      bodyWithId: expenseUpdateWithId,
      idOf: (id) => bodyId(id, ID_MISSING),
      run: ({ db, auth, companyId }, id, body) => updateExpense(db, auth, companyId, id, body),
    },
    remove: {
      answer: idDeletedAnswer,
      byBody: true,
      run: ({ db, auth, companyId }, id) => deleteExpense(db, auth, companyId, id),
    },
  });
}
