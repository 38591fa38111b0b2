import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstScreenChunks } from './first-screen-chunk';
import type { ModuleFacts } from './static-imports';

const ROOT = '/app';
const at = (file: string) => path.resolve(ROOT, file);
const ZOD = '/app/node_modules/zod/index.js';

/** One of our modules: its imports written out, so the closure reads them by name. */
function ours(imports: string[], packageName = 'web'): ModuleFacts {
  const code = imports.map((dep, i) => `import { n${i} } from '${dep}';`).join('\n');
  return { code, importedIds: imports, exports: [], sideEffectFree: false, packageName };
}

/**
 * The app in small: the two entries, the shell and home, and the two
 * parts after the paint. The shell's part syncs (no schemas) and shows a list from the server (its schema
 * built on loading); home's part shows what reads the offline copy.
 */
const modules: Record<string, ModuleFacts> = {
  [at('src/main.tsx')]: ours([]),
  [at('src/login-main.tsx')]: ours([]),
  [at('src/app/layout/app-layout.tsx')]: ours([]),
  [at('src/app/routes/home.tsx')]: ours([]),
  [at('src/contracts/users.ts')]: ours([ZOD], '@glad/contracts'),
  [at('src/app/layout/shell-live.tsx')]: ours([
    at('src/lib/sync.ts'),
    at('src/lib/lists.ts'),
    at('src/lib/portal.ts'),
  ]),
  // the notifications' list, loaded before the paint, shares a component with the shell's after-paint part
  [at('src/app/notifications-host.tsx')]: ours([at('src/lib/portal.ts')]),
  [at('src/lib/portal.ts')]: ours([]),
  [at('src/app/routes/home-live.tsx')]: ours([at('src/lib/offline-db.ts'), at('src/lib/user-name.ts')]),
  [at('src/lib/sync.ts')]: ours([at('src/lib/offline-db.ts')]),
  [at('src/lib/offline-db.ts')]: ours([at('src/lib/offline-db-schema.ts')]),
  [at('src/lib/offline-db-schema.ts')]: ours([at('src/lib/offline-db/names.ts')]),
  // a list page's first read: the database's name, which the schema names too
  [at('src/lib/offline-db/first-read.ts')]: ours([at('src/lib/offline-db/names.ts')]),
  [at('src/lib/offline-db/names.ts')]: ours([]),
  // the sync worker: the offline copy's schema, which the tab reads too, and the engine, which it does not
  [at('src/lib/sync/sync.worker.ts')]: ours([at('src/lib/offline-db-schema.ts'), at('src/lib/engine.ts')]),
  [at('src/lib/engine.ts')]: ours([at('src/lib/offline-db-schema.ts')]),
  [at('src/lib/lists.ts')]: ours([at('src/contracts/lists.ts'), at('src/lib/offline-db.ts')]),
  [at('src/contracts/lists.ts')]: ours([ZOD], '@glad/contracts'),
  // reads the user's schema, which nothing before the paint builds (decision 0066)
  [at('src/lib/user-name.ts')]: ours([at('src/contracts/users.ts')]),
  [ZOD]: {
    code: 'export const z = 1;',
    importedIds: [],
    exports: ['z'],
    sideEffectFree: true,
    packageName: 'zod',
  },
};

describe('the first screen chunks', () => {
  const chunks = firstScreenChunks(ROOT, (id) => modules[id] ?? null);

  it('puts what builds zod schemas after the paint apart from the offline copy and sync', () => {
    expect(chunks.get(at('src/lib/lists.ts'))).toBe('first-screen-data');
    expect(chunks.get(at('src/contracts/lists.ts'))).toBe('first-screen-data');
    expect(chunks.get(at('src/lib/sync.ts'))).toBe('offline-data');
    expect(chunks.get(at('src/lib/offline-db.ts'))).toBe('offline-data');
    // a module that reads a schema builds it as it loads
    expect(chunks.get(at('src/lib/user-name.ts'))).toBe('first-screen-data');
    expect(chunks.get(at('src/contracts/users.ts'))).toBe('first-screen-data');
  });

  it('puts the sync worker’s modules in two files of their own, the one the tab needs too and the rest', () => {
    expect(chunks.get(at('src/lib/offline-db-schema.ts'))).toBe('sync-core');
    expect(chunks.get(at('src/lib/engine.ts'))).toBe('sync-engine');
    // the worker's own module is the entry the plugin emits (build/sync-worker.ts)
    expect(chunks.has(at('src/lib/sync/sync.worker.ts'))).toBe(false);
    // what only the tab imports stays out of them
    expect(chunks.get(at('src/lib/offline-db.ts'))).toBe('offline-data');
  });

  it('puts a list’s first read in a file of its own, which the worker may import, away from Dexie’s', () => {
    expect(chunks.get(at('src/lib/offline-db/first-read.ts'))).toBe('first-read');
    expect(chunks.get(at('src/lib/offline-db/names.ts'))).toBe('first-read');
  });

  it('keeps the first read in its own file when the app’s entry imports it (a route’s static loader)', () => {
    const withLoader = {
      ...modules,
      [at('src/main.tsx')]: ours([at('src/lib/offline-db/first-read.ts')]),
    };
    const split = firstScreenChunks(ROOT, (id) => withLoader[id] ?? null);
    expect(split.get(at('src/lib/offline-db/first-read.ts'))).toBe('first-read');
    expect(split.get(at('src/lib/offline-db/names.ts'))).toBe('first-read');
    // the login page's entry importing it would make the login page load that file: left to the splitting
    const fromLogin = {
      ...modules,
      [at('src/login-main.tsx')]: ours([at('src/lib/offline-db/first-read.ts')]),
    };
    expect(
      firstScreenChunks(ROOT, (id) => fromLogin[id] ?? null).has(at('src/lib/offline-db/first-read.ts')),
    ).toBe(false);
  });

  it('leaves what the notifications’ list shares with the after-paint parts out of their files', () => {
    // in offline-data it made the list, loaded before the paint, bring the offline copy's code with it
    expect(chunks.has(at('src/lib/portal.ts'))).toBe(false);
    expect(chunks.get(at('src/lib/sync.ts'))).toBe('offline-data');
  });

  it('never makes offline-data import first-screen-data', () => {
    for (const [id, chunk] of chunks) {
      if (chunk !== 'offline-data') continue;
      for (const dep of modules[id]?.importedIds ?? []) expect(chunks.get(dep)).not.toBe('first-screen-data');
    }
  });
});
