import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { declaredSideEffectFree } from './side-effects';

const modules = path.resolve(import.meta.dirname, '../../../node_modules');

describe('declaredSideEffectFree', () => {
  it('reads "sideEffects": false of a package (the icons)', () => {
    expect(declaredSideEffectFree(`${modules}/@tabler/icons-react/dist/esm/icons/IconCopy.mjs`)).toBe(true);
  });

  it('reads a list of the files that have side effects (Mantine: its stylesheets only)', () => {
    expect(declaredSideEffectFree(`${modules}/@mantine/core/esm/components/Modal/Modal.mjs`)).toBe(true);
    expect(declaredSideEffectFree(`${modules}/@mantine/core/styles.css`)).toBe(false);
  });

  it('counts a package that says nothing as having side effects (the app itself)', () => {
    expect(declaredSideEffectFree(path.resolve(import.meta.dirname, '../src/main.tsx'))).toBe(false);
  });
});
