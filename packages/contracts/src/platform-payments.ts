import { z } from 'zod';

/** payment/: a company's payments for plans (SPEC §7). */
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
  method: z.enum(['card', 'invoice']),
  status: z.enum(paymentStatuses),
  confirmationUrl: z.string().nullable(),
  planEnd: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
});
export type PlanPayment = z.infer<typeof planPaymentSchema>;

export const paymentsResponse = z.object({
  content: z.array(planPaymentSchema),
  /** the current plan's last paid day (null: free plan) — the next payment is due the day after */
  tariffEnd: z.string().nullable(),
  nextPayment: z.string().nullable(),
});

export const payBody = z.object({
  tariffId: z.number().int().positive().max(2_147_483_647),
  months: z.union([z.literal(1), z.literal(3), z.literal(12)], { error: 'Срок оплаты: 1, 3 или 12 месяцев' }),
  method: z.literal('card', { error: 'Способ оплаты: картой' }),
});

export const payResponse = z.object({
  payment: planPaymentSchema,
  /** where the payer confirms the payment (the provider's page) */
  confirmationUrl: z.string(),
});

/** The provider's notification (YooKassa protocol): only the payment id is believed; the rest is asked again. */
export const paymentNotification = z.object({
  type: z.literal('notification'),
  event: z.string().max(100),
  object: z.object({ id: z.string().min(1).max(100) }).loose(),
});
