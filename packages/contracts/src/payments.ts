import { z } from 'zod';
import { pageQuery } from './common.js';
import { isoDay, MAX_AMOUNT_KOPECKS, MAX_ID, meta, plainText, refId } from './record-basics.js';
import { recordId } from './sync.js';

/*
 * Client payments (issue 11 §1): money a client paid for a project, a synced record (wire name `oplata`).
 * Amounts are kopecks and always positive; a return (kind 'vozvrat') counts against the paid sum.
 */

export const paymentMethods = ['nal', 'karta', 'perevod', 'schet'] as const;
export const paymentMethod = z.enum(paymentMethods, {
  error: 'Способ оплаты: наличные, карта, перевод или по счёту',
});
export type PaymentMethod = z.infer<typeof paymentMethod>;
export const paymentMethodLabels: Record<PaymentMethod, string> = {
  nal: 'Наличные',
  karta: 'Карта',
  perevod: 'Перевод',
  schet: 'По счёту',
};

export const paymentKinds = ['predoplata', 'doplata', 'vozvrat'] as const;
export const paymentKind = z.enum(paymentKinds, { error: 'Вид платежа: предоплата, доплата или возврат' });
export type PaymentKind = z.infer<typeof paymentKind>;
export const paymentKindLabels: Record<PaymentKind, string> = {
  predoplata: 'Предоплата',
  doplata: 'Доплата',
  vozvrat: 'Возврат',
};

export const paymentRecord = z.object({
  ...meta,
  /** the project paid for */
  project: refId,
  /** kopecks, more than zero */
  amount: z.number().int(),
  /** YYYY-MM-DD */
  date: z.string(),
  method: paymentMethod,
  kind: paymentKind,
  note: z.string(),
  /** the user who recorded it (kept by the server) */
  created_by: z.number().int(),
  /** when it was recorded, ms (kept by the server) */
  created_at: z.number().int(),
});
export type PaymentRecord = z.infer<typeof paymentRecord>;

export const paymentFields = z
  .object({
    project: refId,
    amount: z
      .number({ error: 'Сумма — число копеек' })
      .int('Сумма — целое число копеек')
      .min(1, 'Сумма должна быть больше нуля')
      .max(MAX_AMOUNT_KOPECKS, 'Слишком большая сумма'),
    date: isoDay,
    method: paymentMethod,
    kind: paymentKind,
    note: plainText(2000),
  })
  .partial();
export const paymentCreateBody = paymentFields.extend({ id: recordId.optional() });

/** oplata/: a project's payments (or the company's), newest day first. */
export const paymentListQuery = pageQuery.extend({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  project: z.coerce.number().int().positive().max(MAX_ID).optional(),
});
export type PaymentListQuery = z.infer<typeof paymentListQuery>;
