import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { errorBody } from '@glad/contracts';
import { afterAll, describe, expect, it } from 'vitest';
import { readAs, useTestApp } from './helpers/app.js';

// A built SPA of our own: index.html, a hashed script, the service worker and an icon, each text file with the
// `.br` and `.gz` copies apps/web/build/precompress.ts writes beside it.
const dist = await mkdtemp(path.join(tmpdir(), 'glad-dist-'));
afterAll(() => rm(dist, { recursive: true, force: true }));
const files: Record<string, string> = {
  'index.html': `<!doctype html><html lang="ru"><title>Гладь</title>${'<p>строка</p>'.repeat(50)}</html>`,
  'assets/index-AbC123.js': `export const greeting = ${JSON.stringify('Привет, '.repeat(200))};`,
  'sw.js': `self.addEventListener('install', () => {});${'//'.repeat(300)}`,
  // the login page's own HTML (apps/web/build/page-html.ts); registration has none in this build
  'pages/login.html': `<!doctype html><html lang="ru"><title>Гладь</title><link rel="modulepreload" href="/assets/login-X1.js">${'<p>вход</p>'.repeat(50)}</html>`,
};
await mkdir(path.join(dist, 'assets'));
await mkdir(path.join(dist, 'pages'));
for (const [name, text] of Object.entries(files)) {
  const file = path.join(dist, name);
  await writeFile(file, text);
  await writeFile(`${file}.br`, brotliCompressSync(text));
  await writeFile(`${file}.gz`, gzipSync(text));
}
await writeFile(path.join(dist, 'icon-192.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

const app = await useTestApp({ webDist: dist });
const get = (url: string, acceptEncoding?: string) =>
  app.inject({ method: 'GET', url, headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {} });

describe('static files of the SPA', () => {
  it('sends the brotli copy to a browser that accepts it, with the type of the original', async () => {
    const res = await get('/assets/index-AbC123.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe(files['assets/index-AbC123.js']);
  });

  it('sends the gzip copy when brotli is not accepted and the file itself when nothing is', async () => {
    const gz = await get('/assets/index-AbC123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(files['assets/index-AbC123.js']);
    const plain = await get('/assets/index-AbC123.js');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(files['assets/index-AbC123.js']);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('marks hashed assets immutable for a year', async () => {
    for (const encoding of ['br', 'gzip', undefined]) {
      const res = await get('/assets/index-AbC123.js', encoding);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
  });

  it('sends the HTML and the service worker compressed and no-cache', async () => {
    for (const url of ['/', '/clients/', '/sw.js']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      const expected = url === '/sw.js' ? files['sw.js'] : files['index.html'];
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(expected);
    }
  });

  it('sends a page its own HTML where the build made one, and index.html otherwise', async () => {
    for (const url of ['/login/', '/login/?next=%2Fclients%2F']) {
      const res = await get(url, 'br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(brotliDecompressSync(res.rawPayload).toString(), url).toBe(files['pages/login.html']);
    }
    for (const url of ['/registration/', '/clients/login/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(files['index.html']);
    }
  });

  it('sends a file without compressed copies as it is', async () => {
    const res = await get('/icon-192.png', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it('does not answer a missing asset with a compressed index.html', async () => {
    const res = await get('/api/no-such-call/', 'br');
    expect(res.statusCode).toBe(404);
    expect(readAs(res, errorBody)).toEqual({ res: false, message: 'Адрес не найден' });
  });
});
