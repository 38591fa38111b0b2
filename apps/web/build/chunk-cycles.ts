import type { Plugin } from 'vite';

/** What the build's checks read of a bundle's output: a chunk's file and the chunks it imports statically. */
export interface BundleOutput {
  type: string;
  fileName: string;
  imports?: readonly string[];
}

/** Each chunk's file and the files it imports statically. */
export function chunkImports(outputs: readonly BundleOutput[]): Map<string, readonly string[]> {
  const imports = new Map<string, readonly string[]>();
  for (const output of outputs)
    if (output.type === 'chunk') imports.set(output.fileName, output.imports ?? []);
  return imports;
}

/** The chunks of a bundle that import one another in a ring, each ring as its files in order. */
export function chunkCycles(outputs: readonly BundleOutput[]): string[][] {
  const imports = chunkImports(outputs);
  const state = new Map<string, 'open' | 'done'>();
  const cycles: string[][] = [];
  const visit = (file: string, path: string[]) => {
    state.set(file, 'open');
    path.push(file);
    for (const next of imports.get(file) ?? []) {
      if (state.get(next) === 'open') cycles.push([...path.slice(path.indexOf(next)), next]);
      else if (!state.has(next)) visit(next, path);
    }
    path.pop();
    state.set(file, 'done');
  };
  for (const file of imports.keys()) if (!state.has(file)) visit(file, []);
  return cycles;
}

/**
 * Fails the build when chunks import one another in a ring (decision 0057). A ring runs one chunk's code
 * before what it imports from the other is defined: the shell's first-screen chunk, put together by
 * build/first-screen-chunk.ts, showed «Не удалось открыть страницу» after registration that way while
 * its module lists disagreed with the bundler's. A build with a ring does not ship.
 */
export function noChunkCycles(): Plugin {
  return {
    name: 'glad-no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycles = chunkCycles(Object.values(bundle));
      if (cycles.length)
        this.error(`chunks import one another in a ring:\n${cycles.map((c) => c.join(' → ')).join('\n')}`);
    },
  };
}
