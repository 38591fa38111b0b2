import { describe, expect, it } from 'vitest';
import { chunkCycles } from './chunk-cycles';

/** A bundle of chunks, each named with the chunks it imports. */
function bundle(imports: Record<string, string[]>) {
  return Object.entries(imports).map(([fileName, deps]) => ({ type: 'chunk', fileName, imports: deps }));
}

describe('chunkCycles', () => {
  it('finds none where imports go one way', () => {
    expect(
      chunkCycles(bundle({ 'app.js': ['shell.js', 'ui.js'], 'shell.js': ['ui.js'], 'ui.js': [] })),
    ).toEqual([]);
  });

  it('finds a ring of two and of three chunks', () => {
    expect(chunkCycles(bundle({ 'shell.js': ['layout.js'], 'layout.js': ['shell.js'] }))).toEqual([
      ['shell.js', 'layout.js', 'shell.js'],
    ]);
    expect(chunkCycles(bundle({ 'a.js': ['b.js'], 'b.js': ['c.js'], 'c.js': ['a.js'] }))).toEqual([
      ['a.js', 'b.js', 'c.js', 'a.js'],
    ]);
  });
});
