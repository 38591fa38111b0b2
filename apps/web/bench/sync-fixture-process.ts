/**
 * The server of the sync benchmarks (apps/server/bench/sync-fixture.ts, started as a child process: the web
 * app may not import server code): a company with 10,000 clients, 10,000 projects and 30,000 drafts and one
 * with 10 records, on PGlite in memory. And the wait until a page's own sync has filled its offline copy.
 */
import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import type { Tokens } from './browser.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** What the fixture server prints once it serves: its address and the two companies' owners. */
export interface SyncFixture {
  url: string;
  big: { tokens: Tokens; firstClient: number; seedMs: number; total: number };
  small: { tokens: Tokens; firstClient: number };
}

/** Starts the fixture server (`env` on top of this process's, e.g. WEB_DIST for another build). */
export async function startSyncFixture(env: Record<string, string> = {}) {
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', path.resolve(here, '../../server/bench/sync-fixture.ts')],
    { stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, LOG_LEVEL: 'warn', ...env } },
  );
  const fixture = await new Promise<SyncFixture>((resolve, reject) => {
    server.once('exit', (code) => reject(new Error(`the bench server exited (${code})`)));
    const lines = createInterface({ input: server.stdout! });
    lines.on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as SyncFixture);
    });
  });
  return { fixture, stop: () => server.kill('SIGTERM') };
}

/**
 * Waits until `page`'s offline copy holds `total` clients, projects and drafts: the app's own sync filling
 * it. Each check opens the database and closes it again, so it never holds back the app's upgrade of it.
 */
export async function waitForOfflineCopy(page: Page, total: number): Promise<void> {
  await page.waitForFunction(
    (expected) =>
      new Promise<boolean>((resolve) => {
        const open = indexedDB.open('glad');
        open.onsuccess = () => {
          const db = open.result;
          const tables = ['clients', 'projects', 'drafts'];
          if (!tables.every((t) => db.objectStoreNames.contains(t))) {
            db.close();
            return resolve(false);
          }
          const tx = db.transaction(tables);
          const counts = tables.map((t) => tx.objectStore(t).count());
          tx.oncomplete = () => {
            db.close();
            resolve(counts.reduce((sum, c) => sum + c.result, 0) >= expected);
          };
          tx.onerror = () => {
            db.close();
            resolve(false);
          };
        };
        open.onerror = () => resolve(false);
      }),
    total,
    { timeout: 300_000, polling: 1000 },
  );
}
