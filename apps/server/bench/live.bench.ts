/**
 * A change seen on another device (issue 10 §4): a colleague's PUT through one server process, the
 * announcement on another device's live stream (server-sent events fed by LISTEN/NOTIFY), and that
 * device's pull that brings the row. Prints p50/p95 of each step from the moment the PUT is sent; the aim
 * is the issue's «within 2 seconds». PGlite (one process), and with DATABASE_URL two processes on one
 * PostgreSQL. Asserts nothing.
 * Run: npx tsx apps/server/bench/live.bench.ts
 */
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createScratchDatabase } from '../test/helpers/scratch-db.js';
import { openSse } from '../test/helpers/sse.js';
import { benchOwner, quantile } from './bench-company.js';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 200);
const WARM_UP = 10;
const AIM_MS = 2000;

const fmt = (ms: number) => `${ms.toFixed(1)} ms`;

interface Answer {
  content?: { id: number; version: number };
  ticket?: string;
}

async function listen(app: App): Promise<string> {
  return app.listen({ port: 0, host: '127.0.0.1' });
}

async function run(label: string, writer: App, watcher: App) {
  const writerUrl = await listen(writer);
  const watcherUrl = writer === watcher ? writerUrl : await listen(watcher);
  const { headers } = await benchOwner(writer, { emailPrefix: 'live', phone: '+79990000002' });
  const auth = { ...headers, 'content-type': 'application/json' };
  const post = async (path: string, base: string, body: unknown, method = 'POST') => {
    const res = await fetch(`${base}${path}`, { method, headers: auth, body: JSON.stringify(body) });
    return (await res.json()) as Answer;
  };
  const client = (await post('/api/client/', writerUrl, { name: 'Клиент 0' })).content!;
  const { ticket } = await post('/api/live/ticket/', watcherUrl, {});
  const stream = await openSse(`${watcherUrl}/api/live/?ticket=${encodeURIComponent(ticket ?? '')}`);
  await stream.next('ready');
  await stream.next('change').catch(() => undefined); // the client's creation, if it came after the stream

  let cursor = client.version;
  const announced: number[] = [];
  const pulled: number[] = [];
  for (let i = 1; i <= CHANGES + WARM_UP; i++) {
    const t0 = performance.now();
    const put = post(`/api/client/${client.id}`, writerUrl, { name: `Клиент ${i}` }, 'PUT');
    let seen = 0;
    while (seen <= cursor) seen = JSON.parse((await stream.next('change', 10_000)).data).version;
    const t1 = performance.now();
    const page = await fetch(`${watcherUrl}/api/sync/pull/?cursor=${cursor}`, { headers: auth });
    const body = (await page.json()) as { cursor: number; changes: { data: { name: string } }[] };
    const t2 = performance.now();
    if (body.changes.at(-1)?.data.name !== `Клиент ${i}`) throw new Error('the pull missed the change');
    cursor = body.cursor;
    await put;
    if (i > WARM_UP) {
      announced.push(t1 - t0);
      pulled.push(t2 - t0);
    }
  }
  await stream.close();
  announced.sort((a, b) => a - b);
  pulled.sort((a, b) => a - b);
  console.log(
    `${label}: PUT → «change» on the other device's stream: p50 ${fmt(quantile(announced, 0.5))}, p95 ${fmt(quantile(announced, 0.95))}`,
  );
  console.log(
    `${label}: PUT → the other device has pulled the row: p50 ${fmt(quantile(pulled, 0.5))}, p95 ${fmt(quantile(pulled, 0.95))} (aim: under ${AIM_MS} ms; ${CHANGES} changes)`,
  );
}

async function onPglite() {
  const app = await buildApp(testConfig({ databaseUrl: undefined, rateLimit: false }));
  await ensureTariffs(app.db);
  try {
    await run('PGlite, one process', app, app);
  } finally {
    await app.close();
  }
}

async function onPostgres(adminUrl: string) {
  const scratch = await createScratchDatabase(adminUrl, 'glad_bench');
  const config = testConfig({ databaseUrl: scratch.url, rateLimit: false });
  const writer = await buildApp(config, await openDatabase(config));
  await ensureTariffs(writer.db);
  const watcher = await buildApp(config, await openDatabase(config));
  try {
    await run('PostgreSQL, write on one process, stream from another', writer, watcher);
  } finally {
    await watcher.close();
    await writer.close();
    await scratch.drop();
  }
}

await onPglite();
if (process.env.DATABASE_URL) await onPostgres(process.env.DATABASE_URL);
