import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorBody } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { call } from './helpers/records.js';

const app = await useTestApp();
const owner = await createCompany(app);

/** A long JSON answer: the API's own description (public, ≈ hundreds of KB). */
const LONG = '/api/docs/json';

const get = (url: string, acceptEncoding?: string, headers: Record<string, string> = {}) =>
  app.inject({
    method: 'GET',
    url,
    headers: { ...headers, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

describe('compressed answers', () => {
  it('sends a long JSON answer in brotli to a browser that accepts it, the same JSON inside', async () => {
    const plain = await get(LONG);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    const br = await get(LONG, 'gzip, deflate, br, zstd');
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
  });

  it('sends gzip when brotli is not accepted', async () => {
    const gz = await get(LONG, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual((await get(LONG)).json());
  });

  it('leaves a short answer as it is', async () => {
    const res = await get(`/api/users/${owner.owner.id}`, 'br, gzip', owner.headers);
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeLessThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  it('never compresses the live event stream, which must reach the tab message by message', async () => {
    const ticket = await call(app, owner, 'POST', '/api/live/ticket/');
    expect(ticket.status).toBe(200);
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const res = await fetch(`${base}/api/live/?ticket=${encodeURIComponent(ticket.body.ticket)}`, {
      signal: controller.signal,
      headers: { accept: 'text/event-stream', 'accept-encoding': 'br, gzip' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/event-stream/);
    expect(res.headers.get('content-encoding')).toBeNull();
    controller.abort();
  });

  it('does not unpack a compressed request body: it is refused in Russian, not read', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/login/',
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: gzipSync(JSON.stringify({ email: owner.email, password: owner.password })),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Неверный формат JSON' });
  });
});
