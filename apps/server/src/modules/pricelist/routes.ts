import multipart from '@fastify/multipart';
import {
  errorBody,
  idDeletedAnswer,
  PRICE_IMPORT_MAX_BYTES,
  priceImportAnswer,
  priceItemAnswer,
  priceItemCreateBody,
  priceItemUpdateBody,
  priceItemUpdateWithId,
  priceListAnswer,
  priceListQuery,
} from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { errors, registerCompanyRowRoutes } from '../../lib/company-row-routes.js';
import { canSeeCosts } from '../../lib/rights.js';
import { readUploadedFile } from '../../lib/upload.js';
import { bodyId } from '../../lib/wire.js';
import { companyOf } from '../../plugins/auth.js';
import { importPriceRows } from './import.js';
import { allItems, installerShare, toWire } from './repository.js';
import { createItem, deleteItem, getItem, listItems, updateItem } from './service.js';
import { readPriceBook, writePriceBook, XLSX_MIME } from './xlsx.js';

const tags = ['pricelist'];
const ID_MISSING = 'Не указан ID позиции';

/** pricelist/: the company's price list, its XLSX export and import. */
export async function priceListRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: PRICE_IMPORT_MAX_BYTES, files: 1, fields: 10, parts: 20 },
  });
  app.addHook('onRequest', app.requireAuth);

  app.get('/pricelist/export/', { schema: { tags, response: { ...errors } } }, async (request, reply) => {
    const companyId = companyOf(request);
    const share = await installerShare(app.db, companyId);
    const costs = canSeeCosts(request.auth);
    const items = (await allItems(app.db, companyId)).map((row) => toWire(row, share, costs));
    const book = await writePriceBook(items, { costs });
    const name = encodeURIComponent('Прайс-лист.xlsx');
    reply
      .header('content-type', XLSX_MIME)
      .header('content-disposition', `attachment; filename="pricelist.xlsx"; filename*=UTF-8''${name}`)
      .header('cache-control', 'no-store');
    // The book goes out as bytes; the response schemas above describe the errors only.
    return reply.send(book as never);
  });

  app.post(
    '/pricelist/import/',
    {
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        response: { 200: priceImportAnswer, 413: errorBody, 415: errorBody, ...errors },
      },
    },
    async (request) => {
      const companyId = companyOf(request);
      const rows = await readPriceBook((await readUploadedFile(request, PRICE_IMPORT_MAX_BYTES)).data);
      return importPriceRows(app.db, request.auth, companyId, rows);
    },
  );

  registerCompanyRowRoutes(app, {
    path: '/pricelist',
    tags,
    list: {
      query: priceListQuery,
      answer: priceListAnswer,
      run: ({ db, auth, companyId }, query) => listItems(db, auth, companyId, query),
    },
    one: priceItemAnswer,
    get: ({ db, auth, companyId }, id) => getItem(db, auth, companyId, id),
    create: {
      body: priceItemCreateBody,
      run: ({ db, auth, companyId }, body) => createItem(db, auth, companyId, body),
    },
    update: {
      body: priceItemUpdateBody,
      bodyWithId: priceItemUpdateWithId,
      idOf: (id) => bodyId(id, ID_MISSING),
      run: ({ db, auth, companyId }, id, body) => updateItem(db, auth, companyId, id, body),
    },
    remove: {
      answer: idDeletedAnswer,
      byBody: true,
      run: ({ db, auth, companyId }, id) => deleteItem(db, auth, companyId, id),
    },
  });
}
