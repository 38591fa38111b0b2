/*
 * A client of YooKassa's API protocol (https://yookassa.ru/developers/api): create a payment with an
 * Idempotence-Key under basic auth (shop id : secret key), and read a payment back by its id.
 */

export interface YooKassaConfig {
  shopId: string;
  secretKey: string;
  /** e.g. https://api.yookassa.ru/v3 */
  apiUrl: string;
}

export type ProviderStatus = 'pending' | 'waiting_for_capture' | 'succeeded' | 'canceled';

export interface ProviderPayment {
  id: string;
  status: ProviderStatus;
  paid: boolean;
  amount: { value: string; currency: string };
  confirmation?: { type: string; confirmation_url?: string };
  metadata?: Record<string, string>;
}

export class ProviderError extends Error {}

/** Kopecks as the protocol's amount string: 123456 → "1234.56". */
export const amountValue = (kopecks: number) => (kopecks / 100).toFixed(2);

export function createYooKassa(config: YooKassaConfig) {
  const base = config.apiUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${config.shopId}:${config.secretKey}`).toString('base64')}`;

  async function call(method: 'GET' | 'POST', path: string, init: { body?: object; key?: string } = {}) {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: {
          authorization: auth,
          'content-type': 'application/json',
          ...(init.key ? { 'idempotence-key': init.key } : {}),
        },
        body: init.body ? JSON.stringify(init.body) : undefined,
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError(`платёжный сервис недоступен: ${(error as Error).message}`);
    }
    const text = await res.text();
    if (!res.ok) throw new ProviderError(`платёжный сервис ответил ${res.status}: ${text.slice(0, 300)}`);
    return JSON.parse(text) as ProviderPayment;
  }

  return {
    createPayment(opts: {
      amount: number;
      description: string;
      returnUrl: string;
      idempotenceKey: string;
      metadata: Record<string, string>;
    }) {
      return call('POST', '/payments', {
        key: opts.idempotenceKey,
        body: {
          amount: { value: amountValue(opts.amount), currency: 'RUB' },
          capture: true,
          confirmation: { type: 'redirect', return_url: opts.returnUrl },
          description: opts.description.slice(0, 128),
          metadata: opts.metadata,
        },
      });
    },
    getPayment(id: string) {
      return call('GET', `/payments/${encodeURIComponent(id)}`);
    },
  };
}
export type YooKassa = ReturnType<typeof createYooKassa>;
