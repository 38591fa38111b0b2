import type { PayBody } from '@glad/contracts';
import { addDays, type PlanPeriod, periodEnd, quotePlan } from '@glad/domain';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, HttpError, notFound } from '../../lib/errors.js';
import { moscowToday } from '../../lib/plan.js';
import { logPlatformEvent } from '../../lib/platform-events.js';
import { amountValue, createYooKassa, ProviderError, type YooKassa } from '../../lib/yookassa.js';
import {
  companyPayments,
  companyPlan,
  insertPayment,
  paymentById,
  paymentByProviderId,
  pendingDiscount,
  setCompanyPlan,
  spendDiscount,
  tariffById,
  toPlanPayment,
  updatePayment,
} from './repository.js';

const providers = new WeakMap<object, YooKassa>();
function provider(app: FastifyInstance): YooKassa {
  const config = app.config.yookassa;
  if (!config) throw badRequest('Оплата картой не настроена на этом сервере');
  let client = providers.get(config);
  if (!client) {
    client = createYooKassa(config);
    providers.set(config, client);
  }
  return client;
}

/**
 * What buying `months` of a plan costs the company today: the unused days of another paid plan counted, and a
 * percent promocode the company applied taken off.
 */
export async function quote(tx: Tx, companyId: number, tariffId: number, months: PlanPeriod) {
  const company = await companyPlan(tx, companyId);
  if (!company) throw notFound('Компания не найдена');
  const target = await tariffById(tx, tariffId);
  if (!target) throw badRequest('Такого тарифа нет');
  if (target.isFree) throw badRequest('Бесплатный тариф оплачивать не нужно');
  const today = moscowToday(new Date());
  if (target.end && target.end < today) throw badRequest('Этот тариф больше не предлагается');
  const discount = await pendingDiscount(tx, companyId);
  const q = quotePlan({
    today,
    current: {
      monthly: company.plan.isFree ? 0 : company.plan.price,
      end: company.plan.isFree ? null : company.tariffEnd,
    },
    samePlan: company.tariffId === target.id,
    monthly: target.price,
    months,
    discountPercent: discount?.percent ?? 0,
  });
  return {
    quote: {
      ...q,
      discount: q.price - q.credit - q.amount,
      discountPercent: discount?.percent ?? 0,
    },
    target,
    promocodeUseId: discount?.useId ?? null,
  };
}

/**
 * The owner starts paying: a pending payment here; by card also one at the provider and its checkout address,
 * by invoice a bank invoice (its PDF) that an admin marks paid.
 */
export async function startPayment(app: FastifyInstance, companyId: number, body: PayBody) {
  const client = body.method === 'card' ? provider(app) : null;
  if (body.method === 'invoice' && !app.config.payee)
    throw badRequest('Оплата по счёту не настроена на этом сервере');
  const { quote: q, target, promocodeUseId } = await quote(app.db, companyId, body.tariffId, body.months);
  if (q.amount === 0)
    throw badRequest(
      'Сумма к оплате — 0 ₽: неиспользованные дни или скидка покрывают новый тариф, напишите в поддержку',
    );
  const row = await insertPayment(app.db, {
    companyId,
    tariffId: target.id,
    months: body.months,
    amount: q.amount,
    credit: q.credit,
    discount: q.discount,
    promocodeUseId,
    method: body.method,
  });
  if (!client) return { payment: toPlanPayment(row, target.name), confirmationUrl: null };
  try {
    const remote = await client.createPayment({
      amount: q.amount,
      description: `Тариф «${target.name}», ${body.months} мес.`,
      returnUrl: `${app.config.publicUrl}/payment/?id=${row.id}`,
      idempotenceKey: `glad-plan-payment-${row.id}`,
      metadata: { paymentId: String(row.id), companyId: String(companyId) },
    });
    const url = remote.confirmation?.confirmation_url;
    if (!url) throw new ProviderError('нет адреса подтверждения');
    const saved = await updatePayment(app.db, row.id, { providerId: remote.id, confirmationUrl: url });
    return { payment: toPlanPayment(saved, target.name), confirmationUrl: url };
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    app.log.error({ err: error, paymentId: row.id }, 'платёж не создан');
    await updatePayment(app.db, row.id, { status: 'canceled' });
    throw new HttpError(502, 'Платёжный сервис сейчас недоступен, попробуйте позже');
  }
}

/**
 * The provider's notification names a payment; what it says is not believed: the payment is asked of the
 * provider again, and only its answer moves our payment. A repeat changes nothing (the row is locked and
 * settled once).
 */
export async function confirmFromProvider(app: FastifyInstance, providerId: string) {
  const known = await paymentByProviderId(app.db, providerId);
  if (!known) return 'unknown' as const;
  let remote: Awaited<ReturnType<YooKassa['getPayment']>>;
  try {
    remote = await provider(app).getPayment(providerId);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Answered with an error so that the provider sends the notification again later.
    throw new HttpError(503, 'Платёжный сервис недоступен, повторите уведомление позже');
  }
  if (remote.id !== providerId || remote.amount.value !== amountValue(known.amount)) {
    app.log.warn({ providerId }, 'уведомление о платеже не совпало с платежом');
    return 'mismatch' as const;
  }
  if (remote.status === 'canceled') {
    await app.db.transaction(async (tx) => {
      const row = await paymentByProviderId(tx, providerId, true);
      if (row?.status === 'pending') await updatePayment(tx, row.id, { status: 'canceled' });
    });
    return 'canceled' as const;
  }
  if (remote.status !== 'succeeded' || !remote.paid) return 'pending' as const;
  return app.db.transaction(async (tx) => {
    const row = await paymentByProviderId(tx, providerId, true);
    if (row?.status !== 'pending') return 'repeated' as const;
    await applyPaidPlan(tx, row);
    return 'succeeded' as const;
  });
}

/** A paid payment gives its plan: after the end of the same running plan, otherwise from today. */
export async function applyPaidPlan(
  tx: Tx,
  row: {
    id: number;
    companyId: number;
    tariffId: number;
    months: number;
    amount: number;
    promocodeUseId: number | null;
  },
  actorId: number | null = null,
) {
  if (row.promocodeUseId !== null) await spendDiscount(tx, row.promocodeUseId, row.id);
  const company = await companyPlan(tx, row.companyId, true);
  if (!company) throw notFound('Компания не найдена');
  const today = moscowToday(new Date());
  const running =
    company.tariffId === row.tariffId && company.tariffEnd !== null && company.tariffEnd >= today;
  const start = running ? addDays(company.tariffEnd!, 1) : today;
  const end = periodEnd(start, row.months);
  await setCompanyPlan(tx, row.companyId, row.tariffId, end);
  await updatePayment(tx, row.id, { status: 'succeeded', paidAt: new Date(), planEnd: end });
  const plan = await tariffById(tx, row.tariffId);
  await logPlatformEvent(tx, {
    kind: 'payment',
    companyId: row.companyId,
    actorId,
    details: { tariff: plan?.name ?? '', months: row.months, amount: row.amount, end },
  });
  return end;
}

/** An admin marks a bank invoice paid: its plan starts as a card payment's would. */
export async function markInvoicePaid(app: FastifyInstance, paymentId: number, adminId: number) {
  return app.db.transaction(async (tx) => {
    const row = await paymentById(tx, paymentId, true);
    if (!row) throw notFound('Платёж не найден');
    if (row.method !== 'invoice')
      throw badRequest('Оплату картой подтверждает платёжный сервис, а не администратор');
    if (row.status === 'succeeded') throw conflict('Счёт уже оплачен');
    if (row.status === 'canceled') throw badRequest('Счёт отменён');
    await applyPaidPlan(tx, row, adminId);
    const [paid] = await companyPayments(tx, row.companyId, row.id);
    return toPlanPayment(paid!.payment, paid!.tariffName);
  });
}
