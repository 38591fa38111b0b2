import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../../server/src/main.ts', import.meta.url));

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
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      RATE_LIMIT: '0',
      ...env,
    },
    stdio: 'inherit',
  });
  const url = `http://127.0.0.1:${port}`;
  let exited = false;
  child.once('exit', () => {
    exited = true;
  });
  const t0 = Date.now();
  for (;;) {
    if (exited) throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // starting
    }
    if (Date.now() - t0 > Number(process.env.BENCH_START_TIMEOUT_MS ?? 120_000)) {
      child.kill('SIGTERM');
      throw new Error('server did not start');
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    async stop() {
      if (!exited) {
        child.kill('SIGTERM');
        await new Promise((r) => child.once('exit', r));
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
