import { findInputProblem, inputProblemMessage } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The handler checks its body item by item (sync push: one bad mutation is rejected alone, the rest
     * apply), so the whole-body check below leaves the body to it; the path and query are still checked.
     */
    bodyCheckedPerItem?: boolean;
  }
}

/**
 * One rule for every route (contracts/text.ts): no NUL, no lone surrogate and no absurd nesting anywhere
 * in the path parameters, the query or the body — a 400 naming the field, before a schema or a handler
 * (or the database, which answers such text with an error) sees it.
 */
export function registerInputCheck(app: FastifyInstance) {
  app.addHook('preValidation', (request, _reply, done) => {
    const inPath = findInputProblem(request.params) ?? findInputProblem(request.query);
    if (inPath) return done(badRequest(inputProblemMessage(inPath, 'query')));
    if (!request.routeOptions.config.bodyCheckedPerItem) {
      const inBody = findInputProblem(request.body);
      if (inBody) return done(badRequest(inputProblemMessage(inBody)));
    }
    done();
  });
}
