/**
 * The real server (apps/server/src/main.ts) in a process of its own on a PGlite folder, for the benchmarks
 * that measure it from outside: the web's browser benches (apps/web/bench/server.ts) and the server's cold
 * start (apps/server/bench/cold-start.bench.ts). Here, at the root, because web and server must not import
 * each other.
 */
import { type ChildProcess, type StdioOptions, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../apps/server/src/main.ts', import.meta.url));

/** Starts `main.ts` under tsx on 127.0.0.1:`port` with its data in `dataDir`; `env` adds to or overrides. */
export function spawnServer(
  port: number,
  dataDir: string,
  { env = {}, stdio }: { env?: Record<string, string>; stdio: StdioOptions },
): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', main], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio,
  });
}

/**
 * Waits until GET `url`/api/health answers 200, asking every `pollMs`; throws when the process exits first
 * or `timeoutMs` passes (the process is left running: the caller stops it).
 */
export async function waitForHealth(
  child: ChildProcess,
  url: string,
  { timeoutMs, pollMs }: { timeoutMs: number; pollMs: number },
): Promise<void> {
  const t0 = performance.now();
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error('the server exited while starting');
    try {
      if ((await fetch(`${url}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    if (performance.now() - t0 > timeoutMs) throw new Error(`server did not start in ${timeoutMs / 1000} s`);
    await new Promise((r) => setTimeout(r, pollMs));
  }
}

/** SIGTERM, and the process's end awaited (nothing to do when it has ended already). */
export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once('exit', r));
  child.kill('SIGTERM');
  await exited;
}
