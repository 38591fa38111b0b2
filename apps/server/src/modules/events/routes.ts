import {
  deleteAnswer,
  eventCreateBody,
  eventFields,
  eventListQuery,
  eventRecord,
  eventWriteAnswer,
  pageAnswer,
  recordAnswer,
  recordId,
  recordIdParam,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors } from '../../lib/company-row-routes.js';
import { badRequest } from '../../lib/errors.js';
import { who } from '../../lib/records/rest.js';
import { companyOf } from '../../plugins/auth.js';
import { createEvent, getEvent, listEvents, removeEvent, updateEvent } from './service.js';

const tags = ['events'];

/**
 * events/ (docs/spec.md §7, issue 10 §1): the paged list with its filters, one event, POST, PUT (id in the path or
 * the body) and DELETE (to the trash). POST and PUT answer the event and its warnings.
 */
export async function eventRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/events/',
    { schema: { tags, querystring: eventListQuery, response: { 200: pageAnswer(eventRecord), ...errors } } },
    async (request) => listEvents(app.db, companyOf(request), request.query),
  );
  app.get(
    '/events/:id',
    { schema: { tags, params: recordIdParam, response: { 200: recordAnswer(eventRecord), ...errors } } },
    async (request) => ({
      res: true as const,
      content: await getEvent(app.db, companyOf(request), request.params.id),
    }),
  );
  app.post(
    '/events/',
    { schema: { tags, body: eventCreateBody, response: { 200: eventWriteAnswer, ...errors } } },
    async (request) => createEvent(app.db, who(request), request.body),
  );
  app.put(
    '/events/',
    {
      schema: {
        tags,
        body: eventFields.extend({ id: recordId.optional() }),
        response: { 200: eventWriteAnswer, ...errors },
      },
    },
    async (request) => {
      const { id, ...fields } = request.body;
      if (id === undefined) throw badRequest('Не указан ID');
      return updateEvent(app.db, who(request), id, fields);
    },
  );
  app.put(
    '/events/:id',
    {
      schema: {
        tags,
        params: recordIdParam,
        body: eventFields,
        response: { 200: eventWriteAnswer, ...errors },
      },
    },
    async (request) => updateEvent(app.db, who(request), request.params.id, request.body),
  );
  app.delete(
    '/events/:id',
    { schema: { tags, params: recordIdParam, response: { 200: deleteAnswer, ...errors } } },
    async (request) => removeEvent(app.db, who(request), request.params.id),
  );
}
