import { describe, expect, it } from 'vitest';
import { isBarrel, type ModuleFacts, resolvedId, staticClosure } from './static-imports';

const NM = '/app/node_modules';
const UI = `${NM}/ui/esm`;
const ICONS = `${NM}/icons/esm`;

/** A small app: a page importing two of a UI library's components and one icon through their indexes. */
const modules: Record<string, ModuleFacts> = {
  '/app/src/page.tsx': facts(
    [
      'import { Stack, Title as Heading } from "ui";',
      'import { IconCopy } from "icons";',
      'import { helper } from "./helper";',
      'import "./page.css";',
      'export function Page() { return [Stack, Heading, IconCopy, helper]; }',
    ].join('\n'),
    [`${UI}/index.mjs`, `${ICONS}/index.mjs`, '/app/src/helper.ts', '/app/src/page.css'],
  ),
  '/app/src/helper.ts': facts('export const helper = 1;', []),
  '/app/src/page.css': facts('', []),
  '/app/src/all.tsx': facts('import * as UI from "ui";\nexport const all = UI;', [`${UI}/index.mjs`]),
  [`${UI}/index.mjs`]: facts(
    [
      '"use client";',
      'import { Stack } from "./Stack.mjs";',
      'import { Title } from "./Title.mjs";',
      'import { Button } from "./Button.mjs";',
      '// a comment',
      'export { Button, Stack, Title };',
      'export * from "./hooks.mjs";',
    ].join('\n'),
    [`${UI}/Stack.mjs`, `${UI}/Title.mjs`, `${UI}/Button.mjs`, `${UI}/hooks.mjs`],
  ),
  [`${UI}/Stack.mjs`]: facts('import { Box } from "./Box.mjs";\nexport function Stack() { return Box; }', [
    `${UI}/Box.mjs`,
  ]),
  [`${UI}/Title.mjs`]: facts('export function Title() {}', []),
  [`${UI}/Button.mjs`]: facts('import { Box } from "./Box.mjs";\nexport function Button() {}', [
    `${UI}/Box.mjs`,
  ]),
  [`${UI}/Box.mjs`]: facts('export function Box() {}', []),
  [`${UI}/hooks.mjs`]: facts('export function useId() {}', [], ['useId']),
  [`${ICONS}/index.mjs`]: facts(
    "export { default as IconCopy } from './icons/IconCopy.mjs';\nexport { default as IconTrash } from './icons/IconTrash.mjs';",
    [`${ICONS}/icons/IconCopy.mjs`, `${ICONS}/icons/IconTrash.mjs`],
  ),
  [`${ICONS}/icons/IconCopy.mjs`]: facts('export default function IconCopy() {}', []),
  [`${ICONS}/icons/IconTrash.mjs`]: facts('export default function IconTrash() {}', []),
};

/** A module of a package free of side effects (all of node_modules here), or one of ours. */
function facts(code: string, importedIds: string[], exports: string[] = []): ModuleFacts {
  return { code, importedIds, exports, sideEffectFree: true };
}

function ours(code: string, importedIds: string[]): ModuleFacts {
  return { ...facts(code, importedIds), sideEffectFree: false };
}

const lookup = (id: string) => modules[id] ?? null;

describe('staticClosure', () => {
  it('follows an index only to the modules of the names imported from it', () => {
    const closure = staticClosure(['/app/src/page.tsx'], lookup);
    expect([...closure].sort()).toEqual(
      [
        '/app/src/page.tsx',
        '/app/src/helper.ts',
        '/app/src/page.css',
        `${UI}/index.mjs`,
        `${UI}/Stack.mjs`,
        `${UI}/Box.mjs`,
        `${UI}/Title.mjs`,
        `${ICONS}/index.mjs`,
        `${ICONS}/icons/IconCopy.mjs`,
      ].sort(),
    );
  });

  it('takes a name of `export *` from the module that exports it', () => {
    modules['/app/src/ids.ts'] = facts('import { useId } from "ui";', [`${UI}/index.mjs`]);
    const closure = staticClosure(['/app/src/ids.ts'], lookup);
    expect(closure.has(`${UI}/hooks.mjs`)).toBe(true);
    expect(closure.has(`${UI}/Button.mjs`)).toBe(false);
  });

  it('takes all of an index imported as a namespace', () => {
    const closure = staticClosure(['/app/src/all.tsx'], lookup);
    for (const name of ['Stack', 'Title', 'Button', 'Box', 'hooks'])
      expect(closure.has(`${UI}/${name}.mjs`)).toBe(true);
  });

  it('takes all of an index of ours: it runs every module it imports, whichever name is used', () => {
    modules['/app/src/lib/index.ts'] = ours("export { a } from './a';\nexport { b } from './b';", [
      '/app/src/lib/a.ts',
      '/app/src/lib/b.ts',
    ]);
    modules['/app/src/lib/a.ts'] = ours('export const a = 1;', []);
    modules['/app/src/lib/b.ts'] = ours('export const b = 2;', []);
    modules['/app/src/uses-a.ts'] = ours("import { a } from './lib';\nexport const c = a;", [
      '/app/src/lib/index.ts',
    ]);
    expect(staticClosure(['/app/src/uses-a.ts'], lookup).has('/app/src/lib/b.ts')).toBe(true);
  });

  it('takes a module with side effects that a package index imports, whichever name is used', () => {
    modules[`${NM}/kit/index.mjs`] = facts(
      "import './global.mjs';\nexport { Card } from './Card.mjs';\nexport { Chip } from './Chip.mjs';",
      [`${NM}/kit/global.mjs`, `${NM}/kit/Card.mjs`, `${NM}/kit/Chip.mjs`],
    );
    modules[`${NM}/kit/global.mjs`] = { ...facts('window.kit = 1;', []), sideEffectFree: false };
    modules[`${NM}/kit/Card.mjs`] = facts('export function Card() {}', []);
    modules[`${NM}/kit/Chip.mjs`] = facts('export function Chip() {}', []);
    modules['/app/src/card.tsx'] = ours('import { Card } from "kit";\nexport const x = Card;', [
      `${NM}/kit/index.mjs`,
    ]);
    const closure = staticClosure(['/app/src/card.tsx'], lookup);
    expect(closure.has(`${NM}/kit/global.mjs`)).toBe(true);
    expect(closure.has(`${NM}/kit/Card.mjs`)).toBe(true);
    expect(closure.has(`${NM}/kit/Chip.mjs`)).toBe(false);
  });

  it('follows `export *` into a nested index only where that index gives the name', () => {
    // a workspace package's index of indexes, as @glad/domain's: `formatDate` is in format/, not geometry/
    const DOMAIN = '/app/packages/domain/src';
    modules[`${DOMAIN}/index.ts`] = {
      ...facts("export * from './format/index.js';\nexport * from './geometry/index.js';", [
        `${DOMAIN}/format/index.ts`,
        `${DOMAIN}/geometry/index.ts`,
      ]),
      packageName: '@glad/domain',
    };
    modules[`${DOMAIN}/format/index.ts`] = facts("export * from './date.js';", [`${DOMAIN}/format/date.ts`]);
    modules[`${DOMAIN}/format/date.ts`] = facts('export function formatDate() {}', [], ['formatDate']);
    modules[`${DOMAIN}/geometry/index.ts`] = facts("export * from './outline.js';", [
      `${DOMAIN}/geometry/outline.ts`,
    ]);
    modules[`${DOMAIN}/geometry/outline.ts`] = facts('export function outline() {}', [], ['outline']);
    modules['/app/src/when.tsx'] = ours(
      "import { formatDate } from '@glad/domain';\nexport const when = formatDate;",
      [`${DOMAIN}/index.ts`],
    );
    const closure = staticClosure(['/app/src/when.tsx'], lookup);
    expect(closure.has(`${DOMAIN}/format/date.ts`)).toBe(true);
    expect(closure.has(`${DOMAIN}/geometry/index.ts`)).toBe(false);
    expect(closure.has(`${DOMAIN}/geometry/outline.ts`)).toBe(false);
  });

  it('reads `export { name } from` in a module of ours as an import of that name', () => {
    modules['/app/src/re-export.ts'] = ours('export { Stack } from "ui";', [`${UI}/index.mjs`]);
    const closure = staticClosure(['/app/src/re-export.ts'], lookup);
    expect(closure.has(`${UI}/Stack.mjs`)).toBe(true);
    expect(closure.has(`${UI}/Button.mjs`)).toBe(false);
  });
});

describe('isBarrel', () => {
  it('is an index of imports and exports only', () => {
    expect(isBarrel(modules[`${UI}/index.mjs`] as ModuleFacts)).toBe(true);
    expect(isBarrel(modules[`${ICONS}/index.mjs`] as ModuleFacts)).toBe(true);
    expect(isBarrel(modules['/app/src/page.tsx'] as ModuleFacts)).toBe(false);
    expect(isBarrel(modules[`${UI}/Stack.mjs`] as ModuleFacts)).toBe(false);
  });
});

describe('resolvedId', () => {
  const ids = [
    '/app/src/form.module.css',
    '/app/src/lib/index.ts',
    '/app/src/form.tsx',
    '/app/src/Modal.context.mjs',
    '/app/src/Modal.mjs',
    `${NM}/@scope/pkg/dist/index.mjs`,
  ];
  it('finds a relative file, a folder index and a package among the imported ids', () => {
    expect(resolvedId('/app/src/page.tsx', './form', ids)).toBe('/app/src/form.tsx');
    expect(resolvedId('/app/src/page.tsx', './lib', ids)).toBe('/app/src/lib/index.ts');
    expect(resolvedId('/app/src/page.tsx', './form.js', ids)).toBe('/app/src/form.tsx');
    expect(resolvedId('/app/src/page.tsx', './Modal.mjs', ids)).toBe('/app/src/Modal.mjs');
    expect(resolvedId('/app/src/page.tsx', '@scope/pkg', ids)).toBe(`${NM}/@scope/pkg/dist/index.mjs`);
    expect(resolvedId('/app/src/page.tsx', 'react', ids)).toBeNull();
  });
});
