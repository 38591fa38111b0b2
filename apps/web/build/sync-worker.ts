import path from 'node:path';
import type { Plugin } from 'vite';
import { type BundleOutput, chunkImports } from './chunk-cycles';

/** The sync worker's own module (decision 0061). */
export const SYNC_WORKER_ROOT = 'src/lib/sync/sync.worker.ts';
/** The import naming the sync worker's script: `import url from 'virtual:sync-worker-url'`. */
const VIRTUAL_ID = 'virtual:sync-worker-url';
const RESOLVED_ID = `\0${VIRTUAL_ID}`;
/** The chunks a worker may import: its modules and the bundler's helpers, nothing that touches a page. */
const WORKER_SAFE_CHUNKS = /^assets\/(sync-core|sync-engine|first-read|rolldown-runtime)-[\w-]+\.js$/;

/** The chunks the worker's script imports, directly or not, that a worker must not load. */
export function unsafeWorkerImports(outputs: readonly BundleOutput[], workerFile: string): string[] {
  const imports = chunkImports(outputs);
  const seen = new Set<string>();
  const walk = (file: string) => {
    for (const next of imports.get(file) ?? []) {
      if (seen.has(next)) continue;
      seen.add(next);
      walk(next);
    }
  };
  walk(workerFile);
  return [...seen].filter((file) => !WORKER_SAFE_CHUNKS.test(file));
}

/**
 * The sync worker built as a chunk of the app's own build (decision 0062), not as a bundle of its own (what
 * Vite does for `new Worker(new URL(…))`): the worker and the tab then load the same files for what they
 * share (Dexie, the offline copy's schema, the sync's types), and a phone downloads them once. In dev
 * the worker is the module itself, served by Vite.
 *
 * The shared modules are in `sync-core`, `sync-engine` and `first-read` (build/first-screen-chunk.ts); the
 * build fails if the worker's script would import any other chunk: those hold the app's pages, which need a
 * document.
 */
export function syncWorkerEntry(root: string): Plugin {
  let workerRef: string | null = null;
  let serving = false;
  return {
    name: 'glad-sync-worker-entry',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : null;
    },
    load(id) {
      if (id !== RESOLVED_ID) return null;
      if (serving) return `export default ${JSON.stringify(`/${SYNC_WORKER_ROOT}`)};`;
      workerRef = this.emitFile({
        type: 'chunk',
        id: path.resolve(root, SYNC_WORKER_ROOT),
        name: 'sync-worker',
      });
      return `export default import.meta.ROLLUP_FILE_URL_${workerRef};`;
    },
    generateBundle(_options, bundle) {
      if (!workerRef) return;
      const workerFile = this.getFileName(workerRef);
      const unsafe = unsafeWorkerImports(Object.values(bundle), workerFile);
      if (unsafe.length)
        this.error(
          `the sync worker (${workerFile}) would import chunks of the app's pages: ${unsafe.join(', ')}`,
        );
    },
  };
}
