/**
 * Server cold start: from spawning the process to the first answer of /api/health, on an empty PGlite
 * folder (migrations + demo seed) and again on the same folder. Run: npx tsx apps/server/bench/cold-start.bench.ts
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, stopServer, waitForHealth } from '../../../bench/server-process.js';

/** Polled often: the figure is the time to the first answer, a coarse poll would add to it. */
const HEALTH_POLL_MS = 20;
const START_TIMEOUT_MS = 60_000;

async function coldStart(dataDir: string, port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawnServer(port, dataDir, { stdio: 'ignore' });
  try {
    await waitForHealth(child, `http://127.0.0.1:${port}`, {
      timeoutMs: START_TIMEOUT_MS,
      pollMs: HEALTH_POLL_MS,
    });
    return performance.now() - t0;
  } finally {
    await stopServer(child);
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'glad-cold-'));
const first = await coldStart(dir, 4391);
const second = await coldStart(dir, 4392);
console.log(`server cold start, empty PGlite folder (migrations + demo seed): ${Math.round(first)} ms`);
console.log(`server cold start, existing PGlite folder: ${Math.round(second)} ms`);
rmSync(dir, { recursive: true, force: true });
