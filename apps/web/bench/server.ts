import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, stopServer, waitForHealth } from '../../../bench/server-process.js';

/** How often the start asks /api/health: a browser bench waits for it once, a cold start is not measured here. */
const HEALTH_POLL_MS = 50;

/** The real server with the built SPA on a fresh PGlite folder (demo company seeded), for browser benchmarks. */
export async function startServer(port: number, env: Record<string, string> = {}) {
  // another server on the port would answer in this one's place: the bench would measure it
  await new Promise<void>((resolve, reject) => {
    const probe = createServer()
      .once('error', () => reject(new Error(`port ${port} is taken`)))
      .listen(port, '127.0.0.1', () => probe.close(() => resolve()));
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), 'glad-bench-'));
  // BENCH_DATA_TEMPLATE: a stopped server's PGlite folder (migrated, demo seeded) copied in, so a loaded
  // machine does not spend minutes on the first start of every bench
  if (process.env.BENCH_DATA_TEMPLATE) cpSync(process.env.BENCH_DATA_TEMPLATE, dataDir, { recursive: true });
  const child = spawnServer(port, dataDir, { env: { RATE_LIMIT: '0', ...env }, stdio: 'inherit' });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(child, url, {
      timeoutMs: Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000),
      pollMs: HEALTH_POLL_MS,
    });
  } catch (error) {
    await stopServer(child);
    throw error;
  }
  return {
    url,
    async stop() {
      await stopServer(child);
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
