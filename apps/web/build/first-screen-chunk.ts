import path from 'node:path';
import type { Rolldown } from 'vite';
import { declaredSideEffectFree, packageNameOf } from './side-effects';
import { type ModuleFacts, type ModuleLookup, staticClosure } from './static-imports';
import { SYNC_WORKER_ROOT } from './sync-worker';

type ChunkingContext = Rolldown.ChunkingContext;

/** What the signed-in app's first screen is made of: the shell and home (decision 0057). */
export const FIRST_SCREEN_ROOTS = ['src/app/layout/app-layout.tsx', 'src/app/routes/home.tsx'];

/**
 * The first screen's parts loaded after its first paint (decision 0058): what reads the offline copy, sync,
 * the server's notices. Their modules go to a file of their own, which the HTML does not name.
 */
export const AFTER_PAINT_ROOTS = ['src/app/layout/shell-live.tsx', 'src/app/routes/home-live.tsx'];

/**
 * What the signed-in shell loads by import() before its first paint, besides the routes: the notifications'
 * list, so a notice (offline, a save) shows even when the network goes in that moment (decision 0058). Its
 * modules stay out of the after-paint files: a component it shares with them (Mantine's portal) placed in
 * `offline-data` made it load the offline copy's code and Dexie before the paint.
 */
export const BEFORE_PAINT_IMPORTS = ['src/app/notifications-host.tsx'];

/**
 * What a list page reads its first rows with before the offline copy's code loads (decision 0063): IndexedDB
 * itself, and the database's name. A file of its own, which the sync worker imports too (the name), so
 * neither the page's first rows wait for Dexie nor the worker for the page's code.
 */
export const FIRST_READ_ROOTS = ['src/lib/offline-db/first-read.ts'];

/**
 * The entries: the app's runs on every page of the app, the login page's is a page of its own (decision
 * 0056). What they import is left to the automatic splitting: in a group's file, a module the login page
 * also imports would make the login page load that file and, through it, the app's entry.
 */
export const ENTRY_ROOTS = ['src/main.tsx', 'src/login-main.tsx'];
const LOGIN_ENTRY = 'src/login-main.tsx';

/** The public pages: their budget is their own (issue 9 §2, at most 100 KB before the form works). */
export const PUBLIC_ROOTS = [
  'src/app/layout/public-layout.tsx',
  'src/app/routes/registration.tsx',
  'src/app/routes/password-forgot.tsx',
  'src/app/routes/password-reset.tsx',
];

/** The chunk each module of the first screen goes to; modules of neither are left to the automatic splitting. */
export type FirstScreenChunk =
  | 'first-screen'
  | 'sign-in-shared'
  | 'offline-data'
  | 'first-screen-data'
  | 'first-read'
  | 'sync-core'
  | 'sync-engine';

/**
 * Where the first screen's modules go: what only the shell and home import, to `first-screen`; what they
 * share with the public pages, to `sign-in-shared`; what the entry imports stays in the entry. What the
 * parts loaded after the first paint import besides is split by whether it builds zod schemas on loading
 * (itself or through what it imports): those modules to `first-screen-data`, the others — the offline
 * copy, sync, the components the routes share with those parts — to `offline-data`. A list page
 * (/clients/) needs only the latter before its first rows, and the former cost it ≈ 30 ms of building
 * schemas (decision 0059). `offline-data` cannot import `first-screen-data`: a module that imports one
 * that builds schemas builds them too.
 */
export function firstScreenChunks(root: string, lookup: ModuleLookup): Map<string, FirstScreenChunk> {
  const closure = (files: string[]) =>
    staticClosure(
      files.map((f) => path.resolve(root, f)),
      lookup,
    );
  const entry = closure(ENTRY_ROOTS);
  const publicPages = closure(PUBLIC_ROOTS);
  const chunks = new Map<string, FirstScreenChunk>();
  const roots = new Set([...FIRST_SCREEN_ROOTS, ...AFTER_PAINT_ROOTS].map((f) => path.resolve(root, f)));
  const firstScreen = closure(FIRST_SCREEN_ROOTS);
  for (const id of firstScreen) {
    // the shell and home stay in the chunks made for their import(): moved into the group, the build
    // referred to an export of the shell's facade that no chunk defined (a SyntaxError on loading it)
    if (entry.has(id) || roots.has(id)) continue;
    chunks.set(id, publicPages.has(id) ? 'sign-in-shared' : 'first-screen');
  }
  const beforePaint = closure(BEFORE_PAINT_IMPORTS);
  const firstRead = closure(FIRST_READ_ROOTS);
  // the app's entry may import it too (a list page's static loader reads while the page's code loads,
  // decision 0064): the file stays its own, so the sync worker imports it without the entry
  const loginPage = closure([LOGIN_ENTRY]);
  for (const id of firstRead) {
    if (!loginPage.has(id) && !firstScreen.has(id) && !publicPages.has(id)) chunks.set(id, 'first-read');
  }
  // what a public page imports too is left to the automatic splitting: in these files it would bring
  // the offline copy's code to the registration page
  const earlier = (id: string) =>
    entry.has(id) ||
    roots.has(id) ||
    firstScreen.has(id) ||
    publicPages.has(id) ||
    beforePaint.has(id) ||
    firstRead.has(id);
  // a module that imports zod builds its schemas when it loads
  const buildsSchemas = (id: string) =>
    !earlier(id) &&
    lookup(id)?.packageName !== 'zod' &&
    (lookup(id)?.importedIds ?? []).some((dep) => lookup(dep)?.packageName === 'zod');
  const afterPaint = closure(AFTER_PAINT_ROOTS);
  // the sync worker's modules (decision 0062): what the tab loads after the paint too, to `sync-core`; the
  // rest (the engine, which the tab runs only where a worker cannot start), to `sync-engine`. The worker
  // imports those two files, never `offline-data`, whose pages' code needs a document.
  const workerRoot = path.resolve(root, SYNC_WORKER_ROOT);
  for (const id of closure([SYNC_WORKER_ROOT])) {
    if (id === workerRoot || earlier(id)) continue;
    chunks.set(id, afterPaint.has(id) ? 'sync-core' : 'sync-engine');
  }
  for (const id of afterPaint) {
    if (earlier(id) || chunks.has(id)) continue;
    const needsSchemas = [...closure([id])].some(buildsSchemas);
    chunks.set(id, needsSchemas ? 'first-screen-data' : 'offline-data');
  }
  return chunks;
}

/** What the closure needs of each module, read once from the bundler and the module's package.json. */
function moduleFacts(ctx: ChunkingContext): ModuleLookup {
  const known = new Map<string, ModuleFacts | null>();
  return (id) => {
    if (!known.has(id)) {
      const info = ctx.getModuleInfo(id);
      known.set(
        id,
        info && {
          code: info.code,
          importedIds: info.importedIds,
          exports: info.exports,
          sideEffectFree: declaredSideEffectFree(id),
          packageName: packageNameOf(id),
        },
      );
    }
    return known.get(id) ?? null;
  };
}

/**
 * The code-splitting group putting the first screen's modules in seven files (decisions 0057–0059, 0062,
 * 0063): `first-screen`, what only the shell and home import; `sign-in-shared`, what they share with the
 * public pages; `first-read`, a list's first read and the database's name; `sync-core`, what the sync
 * worker shares with the parts loaded after the first paint; `offline-data` and `first-screen-data`, what
 * those parts import besides, without and with zod schemas; `sync-engine`, the rest of the worker's. Left
 * to the automatic splitting, those modules were spread over ≈ 100 files, one for each set of routes
 * sharing them, and a phone's first visit asked for them all before its first paint, six at a time over
 * HTTP/1.1.
 * Each set is closed under static imports minus the others' before it and the entry's, so a later file
 * imports an earlier one and the entry, never the reverse.
 */
export function firstScreenGroup(root: string): Rolldown.CodeSplittingGroup {
  let chunks: Map<string, FirstScreenChunk> | null = null;
  let seenCtx: ChunkingContext | null = null;
  return {
    name: (id, ctx) => {
      // one partition per chunking pass (another build of the same config)
      if (!chunks || ctx !== seenCtx) {
        seenCtx = ctx;
        chunks = firstScreenChunks(root, moduleFacts(ctx));
      }
      return chunks.get(id) ?? null;
    },
    debugName: 'first-screen',
    includeDependenciesRecursively: false,
  };
}
