import { z } from 'zod';

/** payment/: a company's payments for plans (docs/spec.md §7). */
export const paymentStatuses = ['pending', 'succeeded', 'canceled'] as const;
export const paymentStatusLabels: Record<(typeof paymentStatuses)[number], string> = {
  pending: 'Ожидает оплаты',
  succeeded: 'Оплачен',
  canceled: 'Отменён',
};

export const planPaymentSchema = z.object({
  id: z.number().int(),
  tariffId: z.number().int(),
  tariffName: z.string(),
  months: z.number().int(),
  /** kopecks */
  amount: z.number().int(),
  credit: z.number().int(),
  /** kopecks off by a promocode */
  discount: z.number().int(),
  method: z.enum(['card', 'invoice']),
  status: z.enum(paymentStatuses),
  confirmationUrl: z.string().nullable(),
  planEnd: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PlanPayment = z.infer<typeof planPaymentSchema>;

/** GET payment/admin/ (platform admins): every company's payments, each with its company. */
export const adminPaymentsResponse = z.object({
  content: z.array(planPaymentSchema.extend({ companyId: z.number().int(), companyName: z.string() })),
});

export const paymentsResponse = z.object({
  content: z.array(planPaymentSchema),
  /** the current plan's last paid day (null: free plan) — the next payment is due the day after */
  tariffEnd: z.string().nullable(),
  nextPayment: z.string().nullable(),
  /** the plan now in force (a paid plan that ended counts as the free plan) */
  tariffName: z.string(),
});
export type PaymentsResponse = z.infer<typeof paymentsResponse>;

export const payBody = z.object({
  tariffId: z.number().int().positive().max(2_147_483_647),
  months: z.union([z.literal(1), z.literal(3), z.literal(12)], { error: 'Срок оплаты: 1, 3 или 12 месяцев' }),
  method: z.enum(['card', 'invoice'], { error: 'Способ оплаты: картой или по счёту' }),
});
export type PayBody = z.infer<typeof payBody>;

export const paymentMethodNames: Record<PayBody['method'], string> = {
  card: 'Картой',
  invoice: 'По счёту',
};

export const payResponse = z.object({
  payment: planPaymentSchema,
  /** where the payer confirms a card payment (the provider's page); null for an invoice */
  confirmationUrl: z.string().nullable(),
});
export type PayResponse = z.infer<typeof payResponse>;

/** payment/quote/: what buying a period of a plan costs today (kopecks, YYYY-MM-DD). */
export const quoteQuery = z.object({
  tariffId: z.coerce.number().int().positive().max(2_147_483_647),
  months: z.coerce
    .number()
    .refine((n): n is 1 | 3 | 12 => n === 1 || n === 3 || n === 12, 'Срок оплаты: 1, 3 или 12 месяцев'),
});
export const quoteResponse = z.object({
  price: z.number().int(),
  /** for the unused days of the current paid plan */
  credit: z.number().int(),
  unusedDays: z.number().int(),
  /** off by a promocode */
  discount: z.number().int(),
  discountPercent: z.number().int(),
  amount: z.number().int(),
  start: z.string(),
  end: z.string(),
  /** invoices can be issued on this server */
  invoices: z.boolean(),
});
export type QuoteResponse = z.infer<typeof quoteResponse>;

/** The provider's notification (YooKassa protocol): only the payment id is believed; the rest is asked again. */
export const paymentNotification = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }).loose(),
});
