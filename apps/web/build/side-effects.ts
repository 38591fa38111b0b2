import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

interface PackageFacts {
  dir: string;
  name: string | undefined;
  /** the `sideEffects` field (undefined: absent) */
  sideEffects: unknown;
}

/** The package of each folder walked so far (null: no package.json above it). */
const packages = new Map<string, PackageFacts | null>();

/** The package whose package.json is nearest to `file`; every folder walked is remembered on the way. */
function packageOf(file: string): PackageFacts | null {
  const walked: string[] = [];
  let found: PackageFacts | null = null;
  for (let dir = path.dirname(file); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const known = packages.get(dir);
    if (known !== undefined) {
      found = known;
      break;
    }
    walked.push(dir);
    const manifest = path.join(dir, 'package.json');
    if (!existsSync(manifest)) continue;
    const { name, sideEffects } = JSON.parse(readFileSync(manifest, 'utf8')) as {
      name?: string;
      sideEffects?: unknown;
    };
    found = { dir, name, sideEffects };
    break;
  }
  for (const dir of walked) packages.set(dir, found);
  return found;
}

/** The name in the package.json nearest to `file` (a workspace package is found by it, not by its path). */
export function packageNameOf(file: string): string | undefined {
  return packageOf(file)?.name;
}

/** A `sideEffects` pattern as a test of a path relative to its package (`*` within a folder, `**` across). */
function patternTest(pattern: string): RegExp {
  const body = pattern
    .replace(/^\.\//, '')
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*\*/g, '\0')
    .replace(/\*/g, '[^/]*')
    .replace(/\0/g, '.*')
    .replace(/\?/g, '[^/]');
  // a pattern without a slash matches the file's name in any folder, as bundlers read it
  return new RegExp(pattern.includes('/') ? `^${body}$` : `(^|/)${body}$`);
}

/**
 * Whether `file`'s package declares it free of side effects (`"sideEffects": false`, or a list of the
 * files that have some that does not name it): the bundler then keeps the module only where one of its
 * names is used. A module of a package that says nothing may run code on import and is kept wherever a
 * module importing it is.
 */
export function declaredSideEffectFree(file: string): boolean {
  const pkg = packageOf(file);
  if (!pkg) return false;
  if (pkg.sideEffects === false) return true;
  if (!Array.isArray(pkg.sideEffects)) return false;
  const relative = path.relative(pkg.dir, file).split(path.sep).join('/');
  return !pkg.sideEffects.some(
    (pattern) => typeof pattern === 'string' && patternTest(pattern).test(relative),
  );
}
