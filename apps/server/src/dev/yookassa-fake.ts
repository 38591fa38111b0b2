/*
 * A local payment service speaking YooKassa's API protocol, for tests and `npm run dev` (no real money):
 * POST /v3/payments (basic auth, Idempotence-Key), GET /v3/payments/{id}, and a checkout page at the
 * confirmation_url where the payer pays or declines; either way the service sends the notification
 * to `notifyUrl` and returns the payer to the shop.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ProviderPayment, ProviderStatus } from '../lib/yookassa.js';

export interface FakeYooKassaOptions {
  shopId: string;
  secretKey: string;
  /** where notifications go (the shop's webhook); settable after start */
  notifyUrl?: string;
  port?: number;
}

interface Stored extends ProviderPayment {
  returnUrl: string;
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const escapeHtml = (s: string) => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

export async function startFakeYooKassa(opts: FakeYooKassaOptions) {
  const payments = new Map<string, Stored>();
  const byKey = new Map<string, string>();
  const expectedAuth = `Basic ${Buffer.from(`${opts.shopId}:${opts.secretKey}`).toString('base64')}`;
  let notifyUrl = opts.notifyUrl;
  let base = '';

  const json = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const publicView = ({ returnUrl: _r, ...p }: Stored): ProviderPayment => p;

  async function notify(payment: Stored) {
    if (!notifyUrl) return;
    await fetch(notifyUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'notification',
        event: `payment.${payment.status}`,
        object: publicView(payment),
      }),
    });
  }

  /** Settles a payment as the payer would on the checkout page, and notifies the shop. */
  async function settle(id: string, status: Extract<ProviderStatus, 'succeeded' | 'canceled'>) {
    const payment = payments.get(id);
    if (!payment) throw new Error(`no payment ${id}`);
    payment.status = status;
    payment.paid = status === 'succeeded';
    await notify(payment);
    return payment;
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const url = new URL(req.url ?? '/', base);
    const checkout = /^\/checkout\/([\w-]+)(?:\/(pay|cancel))?$/.exec(url.pathname);
    if (checkout) {
      const payment = payments.get(checkout[1]!);
      if (!payment) return json(res, 404, { type: 'error', code: 'not_found' });
      if (req.method === 'POST' && checkout[2]) {
        await settle(payment.id, checkout[2] === 'pay' ? 'succeeded' : 'canceled');
        res.writeHead(303, { location: payment.returnUrl });
        return res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return res.end(`<!doctype html><html lang="ru"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Оплата картой — тестовый сервис</title></head>
<body style="font-family:sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem">
<main><h1>Тестовая оплата</h1><p>${escapeHtml(payment.metadata?.description ?? '')}</p>
<p>Сумма: <strong>${escapeHtml(payment.amount.value)} ₽</strong></p>
<form method="post" action="/checkout/${payment.id}/pay"><button type="submit">Оплатить</button></form>
<form method="post" action="/checkout/${payment.id}/cancel"><button type="submit">Отказаться</button></form>
</main></body></html>`);
    }
    if (req.headers.authorization !== expectedAuth)
      return json(res, 401, { type: 'error', code: 'invalid_credentials' });
    if (req.method === 'POST' && url.pathname === '/v3/payments') {
      const key = req.headers['idempotence-key'];
      if (typeof key !== 'string' || !key) return json(res, 400, { type: 'error', code: 'invalid_request' });
      const body = JSON.parse(await readBody(req)) as {
        amount: { value: string; currency: string };
        confirmation: { return_url: string };
        description?: string;
        metadata?: Record<string, string>;
      };
      const known = byKey.get(key);
      if (known) return json(res, 200, publicView(payments.get(known)!));
      const id = randomUUID();
      const payment: Stored = {
        id,
        status: 'pending',
        paid: false,
        amount: body.amount,
        confirmation: { type: 'redirect', confirmation_url: `${base}/checkout/${id}` },
        metadata: { ...body.metadata, description: body.description ?? '' },
        returnUrl: body.confirmation.return_url,
      };
      payments.set(id, payment);
      byKey.set(key, id);
      return json(res, 200, publicView(payment));
    }
    const one = /^\/v3\/payments\/([\w-]+)$/.exec(url.pathname);
    if (req.method === 'GET' && one) {
      const payment = payments.get(one[1]!);
      return payment
        ? json(res, 200, publicView(payment))
        : json(res, 404, { type: 'error', code: 'not_found' });
    }
    return json(res, 404, { type: 'error', code: 'not_found' });
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => json(res, 500, { type: 'error', description: String(error) }));
  });
  await new Promise<void>((resolve) => server.listen(opts.port ?? 0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    /** the API's base, as YOOKASSA_API_URL */
    apiUrl: `${base}/v3`,
    payments,
    settle,
    setNotifyUrl(url: string) {
      notifyUrl = url;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
export type FakeYooKassa = Awaited<ReturnType<typeof startFakeYooKassa>>;
