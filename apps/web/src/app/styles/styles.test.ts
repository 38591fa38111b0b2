import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const here = path.dirname(new URL(import.meta.url).pathname);
const coreDir = path.dirname(createRequire(import.meta.url).resolve('@mantine/core/styles.css'));
const read = (file: string) => readFileSync(file, 'utf8');

/** The @mantine/core files a stylesheet or module of ours imports, in its order. */
function coreImports(file: string): string[] {
  return [...read(file).matchAll(/@mantine\/core\/styles\/([\w-]+)\.css/g)].map((m) => m[1] ?? '');
}

/** Mantine's per-file styles in the order @mantine/core/styles.css holds them (it is their concatenation). */
function mantineOrder(): string[] {
  const whole = read(path.join(coreDir, 'styles.css'));
  const files = readdirSync(path.join(coreDir, 'styles')).filter(
    (f) => f.endsWith('.css') && !f.endsWith('.layer.css'),
  );
  const at = new Map(
    files.map((f) => [f.slice(0, -4), whole.indexOf(read(path.join(coreDir, 'styles', f)).trim())]),
  );
  for (const [name, index] of at) expect(index, `${name}.css inside styles.css`).toBeGreaterThanOrEqual(0);
  return [...at.keys()].sort((a, b) => (at.get(a) ?? 0) - (at.get(b) ?? 0));
}

describe("Mantine's styles split between the sign-in pages, the shell and the other pages (decisions 0052, 0058)", () => {
  const signIn = coreImports(path.join(here, 'sign-in.css'));
  const shell = coreImports(path.join(here, 'shell.css'));
  const pages = coreImports(path.join(here, 'pages.css'));
  const notifications = coreImports(path.join(here, '..', 'notifications-host.tsx'));

  it('loads every file of Mantine once, each stylesheet in Mantine’s order', () => {
    const order = mantineOrder();
    const all = [...signIn, ...shell, ...pages, ...notifications];
    expect([...all].sort()).toEqual([...order].sort());
    const byOrder = (names: string[]) => [...names].sort((a, b) => order.indexOf(a) - order.indexOf(b));
    expect(signIn).toEqual(byOrder(signIn));
    expect(shell).toEqual(byOrder(shell));
    expect(pages).toEqual(byOrder(pages));
  });

  it('gives the sign-in pages the global styles first', () => {
    expect(signIn.slice(0, 3)).toEqual(['baseline', 'default-css-variables', 'global']);
  });
});
