import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, Rolldown } from 'vite';
import { FIRST_SCREEN_ROOTS } from './first-screen-chunk';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

/** A page whose first visit should not wait for the entry to ask for its code. */
export interface PageHtml {
  /** the file written beside index.html, served for the page's address (apps/server/src/plugins/spa.ts) */
  file: string;
  /** the modules the router loads lazily for the page: its layout and its route, from the app's root */
  modules: string[];
  /** stylesheets the page's code adds itself (imported with `?url`): preloaded, the code puts them in place */
  styleUrls?: string[];
}

/**
 * The sign-in pages of the app: what a new visitor opens first, with no service worker yet (decision 0053).
 * The login page is an entry of its own (pages/login.html, decision 0056).
 */
export const SIGN_IN_PAGES: PageHtml[] = [
  {
    file: 'pages/registration.html',
    modules: ['src/app/layout/public-layout.tsx', 'src/app/routes/registration.tsx'],
  },
];

/**
 * The signed-in app's own HTML (decision 0057): index.html, which the server and the service worker answer
 * for every page of the app, names the shell's and home's code, so a first visit after signing in fetches
 * it beside the entry instead of after the entry has run. Other pages of the app need the shell too; home's
 * own file is small.
 */
export const APP_PAGE: PageHtml = {
  file: 'index.html',
  // not the user's schema: the greeting shows his answer before zod checks it (decision 0066)
  modules: FIRST_SCREEN_ROOTS,
  // the shell's Mantine styles, which loadShellStyles puts right after the entry's (decision 0052)
  styleUrls: ['src/app/styles/shell.css'],
};

/** The file the build wrote for a stylesheet imported with `?url` (`source`: its absolute path). */
function styleFile(bundle: OutputBundle, source: string): string {
  const asset = Object.values(bundle).find(
    (output) => output.type === 'asset' && output.originalFileNames.includes(source),
  );
  if (!asset) throw new Error(`page-html: no file for ${source}`);
  return asset.fileName;
}

/** The chunk of each module and every chunk it imports statically, with the styles they bring. */
function filesOf(bundle: OutputBundle, moduleIds: string[]): { scripts: string[]; styles: string[] } {
  const chunks = new Map<string, OutputChunk>();
  for (const output of Object.values(bundle))
    if (output.type === 'chunk') chunks.set(output.fileName, output);
  const scripts = new Set<string>();
  const styles = new Set<string>();
  const visit = (chunk: OutputChunk) => {
    if (scripts.has(chunk.fileName)) return;
    scripts.add(chunk.fileName);
    for (const css of chunk.viteMetadata?.importedCss ?? []) styles.add(css);
    for (const name of chunk.imports) {
      const next = chunks.get(name);
      if (next) visit(next);
    }
  };
  for (const id of moduleIds) {
    const chunk = [...chunks.values()].find((c) => c.facadeModuleId === id);
    if (!chunk) throw new Error(`page-html: no chunk for ${id}`);
    visit(chunk);
  }
  return { scripts: [...scripts], styles: [...styles] };
}

/**
 * Writes, for each page, a copy of index.html whose head also names the page's own code: its scripts as
 * `modulepreload` and its styles as stylesheets. The browser then fetches them beside the entry instead of
 * after the entry has run and the router has asked for them (one round trip less before the form shows on
 * a first visit). The entry's preload helper sees the links already there and does not add them again.
 */
export function pageHtml(pages: PageHtml[] = [...SIGN_IN_PAGES, APP_PAGE]): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'glad-page-html',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page-html: index.html is not in the build');
      const html = String(index.source);
      for (const page of pages) {
        const { scripts, styles } = filesOf(
          bundle,
          page.modules.map((m) => path.resolve(root, m)),
        );
        const named = (file: string) => html.includes(`/${file}"`);
        const links = [
          ...scripts
            .filter((f) => !named(f))
            .map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
          // stylesheets, as the entry's own: with them only preloaded, the first paint came before the
          // form's styles and Lighthouse counted the form's render as blocking time (decision 0053)
          ...styles.filter((f) => !named(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
          ...(page.styleUrls ?? []).map(
            (source) =>
              `<link rel="preload" as="style" href="/${styleFile(bundle, path.resolve(root, source))}">`,
          ),
        ];
        const target = path.join(outDir, page.file);
        await mkdir(path.dirname(target), { recursive: true });
        await writeFile(target, html.replace('</head>', `\n    ${links.join('\n    ')}\n  </head>`));
      }
    },
  };
}
