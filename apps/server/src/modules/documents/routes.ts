import {
  docTemplateAnswer,
  docTemplateBody,
  docTemplateListAnswer,
  documentContextAnswer,
  documentContextQuery,
  documentIssueBody,
  documentListAnswer,
  documentListQuery,
  idParam,
  issuedDocumentAnswer,
  okBody,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { blocksPdf } from '../../lib/blocks-pdf.js';
import { errors } from '../../lib/company-row-routes.js';
import { companyOf } from '../../plugins/auth.js';
import { blocksDocx } from './docx.js';
import {
  createTemplate,
  deleteTemplate,
  documentContext,
  getDocument,
  issueDocument,
  listDocuments,
  listTemplates,
  updateTemplate,
} from './service.js';

const tags = ['documents'];
const FILES = {
  pdf: { type: 'application/pdf', make: blocksPdf },
  docx: {
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    make: blocksDocx,
  },
} as const;

/** doc_templates/ and documents/ (issue 13 §1): templates, issuing, the list and the files. */
export async function documentRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('onRequest', app.requireAuth);

  app.get(
    '/doc_templates/',
    { schema: { tags, response: { 200: docTemplateListAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await listTemplates(app.db, companyOf(request)),
    }),
  );
  app.post(
    '/doc_templates/',
    { schema: { tags, body: docTemplateBody, response: { 200: docTemplateAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await createTemplate(app.db, request.auth, companyOf(request), request.body),
    }),
  );
  app.put(
    '/doc_templates/:id',
    {
      schema: {
        tags,
        params: idParam,
        body: docTemplateBody,
        response: { 200: docTemplateAnswer, ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      content: await updateTemplate(
        app.db,
        request.auth,
        companyOf(request),
        request.params.id,
        request.body,
      ),
    }),
  );
  app.delete(
    '/doc_templates/:id',
    {
      schema: {
        tags,
        params: idParam,
        response: { 200: okBody, ...errors },
      },
    },
    async (request) => {
      await deleteTemplate(app.db, request.auth, companyOf(request), request.params.id);
      return { res: true as const };
    },
  );

  app.get(
    '/documents/context',
    {
      schema: {
        tags,
        querystring: documentContextQuery,
        response: { 200: documentContextAnswer, ...errors },
      },
    },
    async (request) => ({
      res: true as const,
      content: await documentContext(app.db, companyOf(request), request.query.project),
    }),
  );
  app.get(
    '/documents/',
    { schema: { tags, querystring: documentListQuery, response: { 200: documentListAnswer, ...errors } } },
    async (request) => listDocuments(app.db, companyOf(request), request.query),
  );
  app.post(
    '/documents/',
    { schema: { tags, body: documentIssueBody, response: { 200: issuedDocumentAnswer, ...errors } } },
    async (request) => ({
      res: true as const,
      content: await issueDocument(app.db, request.auth, companyOf(request), request.body),
    }),
  );
  app.get(
    '/documents/:id/:format',
    { schema: { tags, params: idParam.extend({ format: z.enum(['pdf', 'docx'], 'Формат: pdf или docx') }) } },
    async (request, reply) => {
      const doc = await getDocument(app.db, companyOf(request), request.params.id);
      const file = FILES[request.params.format];
      const body = await file.make(doc.title, doc.blocks);
      const name = encodeURIComponent(`${doc.title}.${request.params.format}`);
      return reply
        .type(file.type)
        .header(
          'content-disposition',
          `attachment; filename="document-${doc.id}.${request.params.format}"; filename*=UTF-8''${name}`,
        )
        .send(body);
    },
  );
}
