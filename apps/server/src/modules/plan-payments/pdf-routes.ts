import { idParam } from '@glad/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { badRequest, notFound } from '../../lib/errors.js';
import { companyOf } from '../../plugins/auth.js';
import { invoicePdf, receiptPdf } from './documents.js';
import { companyCard, companyPayments } from './repository.js';

const pdfParams = idParam.extend({
  doc: z.enum(['invoice', 'receipt'], { error: 'Документ: счёт (invoice) или квитанция (receipt)' }),
});

/** payment/{id}/invoice/ and payment/{id}/receipt/: a payment's bank invoice and receipt as PDF. */
export async function paymentPdf(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/payment/:id/:doc/',
    { onRequest: app.requireAuth, schema: { tags: ['payment'], params: pdfParams } },
    async (request, reply) => {
      const companyId = companyOf(request);
      const [row] = await companyPayments(app.db, companyId, request.params.id);
      if (!row) throw notFound('Платёж не найден');
      const buyer = await companyCard(app.db, companyId);
      if (!buyer) throw notFound('Компания не найдена');
      const doc = { ...row.payment, tariffName: row.tariffName };
      const { payee } = app.config;
      let body: Buffer;
      if (request.params.doc === 'invoice') {
        if (doc.method !== 'invoice') throw notFound('Счёт выставляют только при оплате по счёту');
        if (!payee) throw badRequest('Оплата по счёту не настроена на этом сервере');
        body = await invoicePdf(doc, payee, buyer);
      } else {
        if (doc.status !== 'succeeded') throw notFound('Квитанция будет, когда платёж пройдёт');
        body = await receiptPdf(doc, payee, buyer);
      }
      const name = request.params.doc === 'invoice' ? `Счёт № ${doc.id}.pdf` : `Квитанция № ${doc.id}.pdf`;
      return reply
        .type('application/pdf')
        .header(
          'content-disposition',
          `attachment; filename="${request.params.doc}-${doc.id}.pdf"; filename*=UTF-8''${encodeURIComponent(name)}`,
        )
        .send(body);
    },
  );
}
