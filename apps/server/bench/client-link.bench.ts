/**
 * The client's page of a link (issue 13 §2): its JavaScript (aim ≤ 60 KB; it has none), its HTML size
 * (gzip) for a 5-room, 20-row estimate with sketches, and the time the server takes to answer it
 * (ms per GET /e/{token} through the real server on PGlite). Run: npx tsx apps/server/bench/client-link.bench.ts
 */
import { gzipSync } from 'node:zlib';
import { benchEstimate } from '../../../bench/estimate-fixture.js';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { benchOwner, quantile } from './bench-company.js';

const ROUNDS = 30;
const estimate = benchEstimate({ sketches: true });

const app = await buildApp(testConfig({ rateLimit: false }));
await ensureTariffs(app.db);
const { headers } = await benchOwner(app);
const json = async (url: string, payload: object) =>
  (await app.inject({ method: 'POST', url, headers, payload })).json();
const client = (await json('/api/client/', { name: 'Заказчик' })).content;
const project = (await json('/api/project/', { name: 'Объект', clientid: client.id })).content;
const smeta = (await json('/api/smeta/', { projectid: project.id, clientid: client.id })).content;
const link = (
  await json('/api/links/', { project: project.id, smeta: { kind: 'smeta', id: smeta.id }, estimate })
).content as { url: string };
const path = new URL(link.url).pathname;

const times: number[] = [];
let html = '';
for (let i = 0; i < ROUNDS; i++) {
  const t = performance.now();
  const res = await app.inject({ method: 'GET', url: path });
  times.push(performance.now() - t);
  html = res.body;
}
const scripts = [...html.matchAll(/<script\b[^>]*>([\s\S]*?)<\/script>/gi)];
const jsBytes = scripts.reduce((sum, m) => sum + Buffer.byteLength(m[1] ?? ''), 0);
console.log(`client page JavaScript: ${jsBytes} bytes in ${scripts.length} scripts (aim ≤ 60 KB)`);
console.log(
  `client page HTML: ${(Buffer.byteLength(html) / 1024).toFixed(1)} KiB, ${(gzipSync(html).length / 1024).toFixed(1)} KiB gzip, sketches inline (aim: one request, no script)`,
);
console.log(
  `GET /e/{token} on PGlite: p50 ${quantile(times, 0.5).toFixed(1)} ms, p95 ${quantile(times, 0.95).toFixed(1)} ms (aim: under 100 ms)`,
);
await app.close();
