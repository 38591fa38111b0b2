import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

/** Files worth compressing: text, and the PDF's TrueType fonts (they shrink by half). */
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml|ttf)$/;

async function* filesUnder(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else if (compressible.test(entry.name)) yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` for one file, each only when it is smaller than the file. */
export async function precompressFile(file: string): Promise<void> {
  const bytes = await readFile(file);
  const [br, gzipped] = await Promise.all([
    brotli(bytes, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
        [constants.BROTLI_PARAM_MODE]: /\.ttf$/.test(file)
          ? constants.BROTLI_MODE_GENERIC
          : constants.BROTLI_MODE_TEXT,
      },
    }),
    gz(bytes, { level: constants.Z_BEST_COMPRESSION }),
  ]);
  if (br.length < bytes.length) await writeFile(`${file}.br`, br);
  if (gzipped.length < bytes.length) await writeFile(`${file}.gz`, gzipped);
}

/**
 * Brotli (max quality) and gzip copies beside every compressible file of the build, made once at build time
 * so the server sends them as they are (decision 0026). Runs after every other plugin has written its files
 * (the service worker included).
 */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'glad-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      async handler() {
        const files: string[] = [];
        for await (const file of filesUnder(outDir)) files.push(file);
        // two at a time: brotli at max quality is CPU-bound and the build machine may have two cores
        for (let i = 0; i < files.length; i += 2) {
          await Promise.all(files.slice(i, i + 2).map(precompressFile));
        }
      },
    },
  };
}
