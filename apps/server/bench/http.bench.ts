/**
 * Server benchmarks (issue 2 §9): login throughput; GET /api/health and GET /api/users/{id} req/s and p99 on
 * PGlite and on PostgreSQL beside a bare Fastify + pg route in the same run (decision 0011 explains the gap).
 * Prints figures; asserts nothing.
 * Run: npx tsx apps/server/bench/http.bench.ts  (DATABASE_URL enables the PostgreSQL rows)
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import pg from 'pg';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createScratchDatabase } from '../test/helpers/scratch-db.js';
import { BENCH_PASSWORD, benchOwner } from './bench-company.js';

const DURATION = Number(process.env.BENCH_DURATION ?? 8);
/** What Chromium sends with every request. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

interface Row {
  name: string;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
const rows: Row[] = [];

async function cannon(name: string, opts: autocannon.Options) {
  await autocannon({ connections: 10, ...opts, duration: 2 }); // warm-up (JIT, pool connections), not counted
  const r = await autocannon({ connections: 10, duration: DURATION, ...opts });
  const row = {
    name,
    rps: Math.round(r.requests.average),
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.non2xx,
  };
  rows.push(row);
  console.log(
    `${name}: ${row.rps} req/s, p50 ${row.p50} ms, p99 ${row.p99} ms${row.errors ? `, ${row.errors} errors` : ''}`,
  );
}

async function start(databaseUrl?: string): Promise<{ app: App; url: string; cleanup: () => Promise<void> }> {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'glad_bench') : null;
  const url = scratch?.url;
  const app = await buildApp(testConfig({ databaseUrl: url, rateLimit: false }));
  await ensureTariffs(app.db);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    cleanup: async () => {
      await app.close();
      await scratch?.drop();
    },
  };
}

async function benchApp(label: string, databaseUrl?: string) {
  const { app, url, cleanup } = await start(databaseUrl);
  const { owner, headers } = await benchOwner(app);
  await cannon(`GET /api/health on ${label}`, { url: `${url}/api/health` });
  // as a browser asks: it accepts compressed answers (decision 0057), this one is too short to be compressed
  await cannon(`GET /api/users/{id} on ${label}`, {
    url: `${url}/api/users/${owner.id}`,
    headers: { ...headers, 'accept-encoding': BROWSER_ACCEPT_ENCODING },
  });
  await cannon(`POST /api/login/ on ${label} (Argon2id m=19456 t=2)`, {
    url: `${url}/api/login/`,
    method: 'POST',
    connections: 4,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: owner.email, password: BENCH_PASSWORD }),
  });
  await cleanup();
}

/** The floor: a bare Fastify route doing one indexed SELECT through pg. */
async function benchBare(databaseUrl: string) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  await pool.query('CREATE TEMP TABLE IF NOT EXISTS x (id int)'); // warm a connection
  const app = Fastify();
  app.get('/u/:id', async (req) => {
    const { rows: r } = await pool.query(
      'SELECT oid::int AS id, typname AS name FROM pg_type WHERE oid = $1',
      [Number((req.params as { id: string }).id)],
    );
    return r[0] ?? null;
  });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  await cannon('bare Fastify + pg, one SELECT by key', { url: `${address}/u/23` });
  await app.close();
  await pool.end();
}

await benchApp('PGlite');
if (process.env.DATABASE_URL) {
  await benchApp('PostgreSQL', process.env.DATABASE_URL);
  await benchBare(process.env.DATABASE_URL);
  // issue 9 §2: GET /api/users/{id} within 2× of the bare route, both on PostgreSQL in this run
  const users = rows.find((r) => r.name === 'GET /api/users/{id} on PostgreSQL');
  const bare = rows.find((r) => r.name.startsWith('bare Fastify'));
  if (users && bare && users.rps > 0)
    console.log(
      `GET /api/users/{id} on PostgreSQL beside the bare route: ${(bare.rps / users.rps).toFixed(2)}× slower in req/s, p50 ${users.p50} ms against ${bare.p50} ms (aim ≤ 2×)`,
    );
} else {
  console.log('PostgreSQL rows skipped: DATABASE_URL is not set');
}
