import { apiDocument, errorBody, healthAnswer } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();

describe('system', () => {
  it('answers health with the database reachable', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, healthAnswer)).toMatchObject({ res: true, db: 'ok' });
  });

  it('answers an unknown API path with 404 and a Russian message', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/no-such-call/' });
    expect(res.statusCode).toBe(404);
    expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Адрес не найден' });
  });

  it('publishes the OpenAPI document', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    expect(readAs(res, apiDocument).paths['/api/health']).toBeDefined();
  });

  it('sends a strict Content-Security-Policy and the other security headers on answers and errors', async () => {
    for (const url of ['/api/health', '/api/no-such-call/']) {
      const res = await app.inject({ method: 'GET', url });
      expect(res.headers).toMatchObject({
        'content-security-policy':
          "default-src 'self';base-uri 'self';font-src 'self' data:;form-action 'self';frame-ancestors 'none';" +
          "img-src 'self' data: blob:;object-src 'none';script-src 'self';script-src-attr 'none';" +
          "style-src 'self' 'unsafe-inline';connect-src 'self';worker-src 'self' blob:;manifest-src 'self'",
        'cross-origin-opener-policy': 'same-origin',
        'cross-origin-resource-policy': 'same-origin',
        'origin-agent-cluster': '?1',
        'referrer-policy': 'no-referrer',
        'strict-transport-security': 'max-age=31536000; includeSubDomains',
        'x-content-type-options': 'nosniff',
        'x-dns-prefetch-control': 'off',
        'x-download-options': 'noopen',
        'x-frame-options': 'SAMEORIGIN',
        'x-permitted-cross-domain-policies': 'none',
        'x-xss-protection': '0',
      });
      expect(res.headers['cross-origin-embedder-policy']).toBeUndefined();
    }
  });

  it('refuses malformed JSON with a 400 in Russian', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{bad',
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(readAs(res, errorBody).res).toBe(false);
  });
});
