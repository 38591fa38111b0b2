/**
 * Server cold start: from spawning the process to the first answer of /api/health, on an empty PGlite
 * folder (migrations + demo seed) and again on the same folder. Run: npx tsx apps/server/bench/cold-start.bench.ts
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../src/main.ts', import.meta.url));

async function coldStart(dataDir: string, port: number): Promise<number> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      try {
        const res = await fetch(`http://127.0.0.1:${port}/api/health`);
        if (res.ok) return performance.now() - t0;
      } catch {
        // not listening yet
      }
      if (performance.now() - t0 > 60_000) throw new Error('server did not start in 60 s');
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
  }
}

const dir = mkdtempSync(path.join(tmpdir(), 'glad-cold-'));
const first = await coldStart(dir, 4391);
const second = await coldStart(dir, 4392);
console.log(`server cold start, empty PGlite folder (migrations + demo seed): ${Math.round(first)} ms`);
console.log(`server cold start, existing PGlite folder: ${Math.round(second)} ms`);
rmSync(dir, { recursive: true, force: true });
