/**
 * The demo company (issue 9 §1): how long making it takes — on an empty database at start-up (the first
 * run in a fresh process, as `npm start` makes it) and by `npm run demo:reset` (delete it, make it again) —
 * on PGlite in a data folder as `npm start` keeps it, and on PostgreSQL when DATABASE_URL is set.
 * Prints figures beside the aim; asserts nothing.
 * Run: npx tsx apps/server/bench/demo-seed.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { openDatabase } from '../src/db/client.js';
import { resetDemo } from '../src/modules/demo/reset.js';
import { createDemoCompany } from '../src/modules/demo/seed.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createLocalStorage } from '../src/plugins/storage.js';
import { createScratchDatabase } from '../test/helpers/scratch-db.js';

/** A start-up that makes the demo should stay quick: the first `npm start` waits for it. */
const AIM_MS = 3000;
const RUNS = Number(process.env.BENCH_RUNS ?? 5);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(label: string, databaseUrl?: string) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'glad_bench') : null;
  const dataDir = scratch ? null : mkdtempSync(path.join(tmpdir(), 'glad-demo-bench-'));
  const database = await openDatabase({ databaseUrl: scratch?.url, dataDir: dataDir ?? undefined });
  try {
    await ensureTariffs(database.db);
    let t = performance.now();
    const made = await createDemoCompany(database.db);
    const seed = performance.now() - t;
    // the demo has no uploads: nothing is removed from this folder
    const storage = createLocalStorage(path.join(tmpdir(), 'glad-demo-bench-uploads'));
    const resets: number[] = [];
    for (let i = 0; i < RUNS; i++) {
      t = performance.now();
      await resetDemo(database.db, storage);
      resets.push(performance.now() - t);
    }
    const c = made.counts;
    const rows = c.clients + c.projects + c.drafts + c.smety + c.smetymontazh + c.events + c.expenses;
    console.log(
      `demo seed on ${label} (${rows} records, first run in the process): ${Math.round(seed)} ms (aim < ${AIM_MS} ms)`,
    );
    console.log(
      `demo:reset on ${label}: median ${Math.round(median(resets))} ms of ${RUNS} (aim < ${AIM_MS} ms)`,
    );
  } finally {
    await database.close();
    await scratch?.drop();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

await measure('PGlite');
if (process.env.DATABASE_URL) await measure('PostgreSQL', process.env.DATABASE_URL);
