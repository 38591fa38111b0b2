import path from 'node:path';

/** What the closure needs of a module: its code after the plugins' transforms and the ids it imports. */
export interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  exports: readonly string[];
  /**
   * The module's package declares it free of side effects: the bundler then keeps it only where one of its
   * names is used. Any other module runs wherever a module importing it runs.
   */
  sideEffectFree: boolean;
  /** the name of the module's package (a workspace package is not under node_modules) */
  packageName?: string;
}

export type ModuleLookup = (id: string) => ModuleFacts | null;

const COMMENTS = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
/** `import a, { b as c } from 'x'` and `import * as d from 'x'` (the clause, the specifier). */
const IMPORT_FROM = /\bimport\s+(?!type\s)([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
/** `export { a as b } from 'x'`, `export * from 'x'`, `export * as n from 'x'`, and `export { a as b }`. */
const EXPORT = /\bexport\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})(?:\s*from\s*['"]([^'"]+)['"])?/g;
const SIDE_EFFECT_IMPORT = /\bimport\s*['"][^'"]+['"]/g;
const DIRECTIVE = /^\s*['"]use (client|strict)['"];?/;

/** What an import without an extension may name, in the order the bundler tries them. */
const RESOLVED_EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs', '.cjs', '.json'];
const TS_EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts'];

/** The names of a `{ a, b as c, type d }` list: [exported or imported name, local name]. */
function bindings(list: string): [string, string][] {
  return list
    .replace(/[{}]/g, '')
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [left = '', right = left] = part.split(/\s+as\s+/);
      return [left.trim(), right.trim()];
    });
}

/** A module made only of imports and exports: what the importer names decides what it brings. */
export function isBarrel(facts: ModuleFacts): boolean {
  if (!facts.code) return false;
  const rest = facts.code
    .replace(COMMENTS, '')
    .replace(DIRECTIVE, '')
    .replace(IMPORT_FROM, '')
    .replace(SIDE_EFFECT_IMPORT, '')
    .replace(EXPORT, '')
    .replace(/[\s;]/g, '');
  return rest === '' && facts.importedIds.length > 0;
}

/**
 * The id among `importedIds` that `specifier`, written in module `from`, resolved to, or null. A package is
 * found under node_modules, or by its name (`packageName`: a workspace package linked from elsewhere).
 */
export function resolvedId(
  from: string,
  specifier: string,
  importedIds: readonly string[],
  packageName: (id: string) => string | undefined = () => undefined,
): string | null {
  if (specifier.startsWith('.')) {
    const base = path.resolve(path.dirname(from), specifier);
    // TypeScript's ESM style names the output: './notices.js' for notices.ts
    const stem = base.replace(/\.[cm]?jsx?$/, '');
    const candidates = [
      base,
      ...RESOLVED_EXTENSIONS.map((ext) => `${base}${ext}`),
      ...RESOLVED_EXTENSIONS.map((ext) => `${base}${path.sep}index${ext}`),
      ...(stem === base ? [] : TS_EXTENSIONS.map((ext) => `${stem}${ext}`)),
    ];
    return candidates.find((candidate) => importedIds.includes(candidate)) ?? null;
  }
  const inPackage = `${path.sep}node_modules${path.sep}${specifier.split('/').join(path.sep)}${path.sep}`;
  const inModules = importedIds.filter((id) => id.includes(inPackage));
  const matches = inModules.length ? inModules : importedIds.filter((id) => packageName(id) === specifier);
  return matches.length === 1 ? (matches[0] ?? null) : null;
}

/**
 * A module's `import … from` and `export … from` statements: the module each names, and its [imported,
 * local] bindings.
 */
function importsOf(id: string, facts: ModuleFacts, lookup: ModuleLookup) {
  const code = (facts.code ?? '').replace(COMMENTS, '');
  const packageName = (dep: string) => lookup(dep)?.packageName;
  const found: { from: string; bindings: [string, string][] }[] = [];
  for (const [, clause = '', specifier = ''] of code.matchAll(IMPORT_FROM)) {
    const from = resolvedId(id, specifier, facts.importedIds, packageName);
    if (!from) continue;
    const braces = clause.indexOf('{');
    const taken: [string, string][] = braces < 0 ? [] : bindings(clause.slice(braces));
    // before the braces: `a` (the default), `* as b` (the namespace), or both
    for (const part of (braces < 0 ? clause : clause.slice(0, braces)).split(',')) {
      const local = part.trim();
      const namespace = local.match(/^\*\s*as\s+([\w$]+)$/)?.[1];
      if (namespace) taken.push(['*', namespace]);
      else if (local) taken.push(['default', local]);
    }
    found.push({ from, bindings: taken });
  }
  // `export { a } from 'x'` imports `a` from x as surely as `import { a } from 'x'`; `export *`, all of it
  for (const [, what = '', specifier] of code.matchAll(EXPORT)) {
    const from = specifier && resolvedId(id, specifier, facts.importedIds, packageName);
    if (!from) continue;
    found.push({ from, bindings: what.startsWith('*') ? [['*', '*']] : bindings(what) });
  }
  return found;
}

/**
 * What `namedImports` and `barrelOf` read of each module's code, kept with the module's facts: the build
 * takes one closure per module (first-screen-chunk.ts), and an icon library's index alone is thousands
 * of exports to read again each time.
 */
const namedCache = new WeakMap<ModuleFacts, Map<string, Set<string> | 'all'>>();
const barrelCache = new WeakMap<ModuleFacts, BarrelExports | null>();

/** For each module a module imports by name: the names, or 'all' (a namespace import). */
function namedImports(
  id: string,
  facts: ModuleFacts,
  lookup: ModuleLookup,
): Map<string, Set<string> | 'all'> {
  const cached = namedCache.get(facts);
  if (cached) return cached;
  const named = new Map<string, Set<string> | 'all'>();
  namedCache.set(facts, named);
  for (const { from, bindings: taken } of importsOf(id, facts, lookup)) {
    const known = named.get(from);
    if (known === 'all' || taken.some(([imported]) => imported === '*')) {
      named.set(from, 'all');
      continue;
    }
    const names = known ?? new Set<string>();
    for (const [imported] of taken) names.add(imported);
    named.set(from, names);
  }
  return named;
}

interface BarrelExports {
  /** exported name → the module it comes from and its name there ('*' for a namespace) */
  byName: Map<string, { from: string; name: string }>;
  /** the modules of `export * from` */
  stars: string[];
}

function barrelExports(id: string, facts: ModuleFacts, lookup: ModuleLookup): BarrelExports {
  const code = (facts.code ?? '').replace(COMMENTS, '');
  const locals = new Map<string, { from: string; name: string }>();
  for (const { from, bindings: taken } of importsOf(id, facts, lookup))
    for (const [name, local] of taken) locals.set(local, { from, name });
  const byName = new Map<string, { from: string; name: string }>();
  const stars: string[] = [];
  for (const [, what = '', specifier] of code.matchAll(EXPORT)) {
    const from = specifier
      ? resolvedId(id, specifier, facts.importedIds, (dep) => lookup(dep)?.packageName)
      : null;
    if (specifier && !from) continue;
    if (what.startsWith('*')) {
      const alias = what.match(/as\s+([\w$]+)/)?.[1];
      if (from && alias) byName.set(alias, { from, name: '*' });
      else if (from) stars.push(from);
      continue;
    }
    for (const [name, exported] of bindings(what)) {
      const source = from ? { from, name } : locals.get(name);
      if (source) byName.set(exported, source);
    }
  }
  return { byName, stars };
}

/**
 * Every module `roots` import statically, themselves included, as the bundler counts them when it splits
 * the code: through a barrel (an index that only re-exports) of a package free of side effects, only the
 * modules of the names imported from it — `import { Stack } from '@mantine/core'` brings Stack's module,
 * not the whole library the index re-exports; through any other module, all it imports, since it runs all
 * of it. What cannot be read by name (a namespace import, an unresolved specifier) brings all of the
 * module's imports: the closure may be too large, never too small.
 */
export function staticClosure(roots: readonly string[], lookup: ModuleLookup): Set<string> {
  const modules = new Set<string>();
  /** modules taken with everything they import (not only some names of a barrel) */
  const whole = new Set<string>();
  const exportsSeen = new Set<string>();
  /** an index read by name: made only of imports and exports, and free of side effects */
  const barrelOf = (id: string): BarrelExports | null => {
    const facts = lookup(id);
    if (!facts) return null;
    if (!barrelCache.has(facts)) {
      const byName = facts.sideEffectFree && isBarrel(facts);
      barrelCache.set(facts, byName ? barrelExports(id, facts, lookup) : null);
    }
    return barrelCache.get(facts) ?? null;
  };

  const provided = new Map<string, boolean>();
  /**
   * Whether `export * from` the module can give `name`: a module by its exports, an index by what it
   * exports or re-exports (so `@glad/domain`'s `formatDate` brings the format modules, not geometry's
   * index taken whole); a module that cannot be read, yes.
   */
  const provides = (id: string, name: string): boolean => {
    const key = `${id}\0${name}`;
    const known = provided.get(key);
    if (known !== undefined) return known;
    provided.set(key, false); // a ring of indexes gives nothing new
    const barrel = barrelOf(id);
    const facts = barrel ? null : lookup(id);
    const result = barrel
      ? barrel.byName.has(name) || barrel.stars.some((star) => provides(star, name))
      : !facts || facts.exports.includes(name);
    provided.set(key, result);
    return result;
  };

  const visitExport = (barrel: string, name: string, exports: BarrelExports) => {
    const key = `${barrel}\0${name}`;
    if (exportsSeen.has(key)) return;
    exportsSeen.add(key);
    modules.add(barrel);
    // what the index imports and may not be dropped runs with it, whichever name was asked for
    for (const dep of lookup(barrel)?.importedIds ?? []) if (!lookup(dep)?.sideEffectFree) visitModule(dep);
    const source = exports.byName.get(name);
    const sources = source
      ? [source]
      : exports.stars.filter((star) => provides(star, name)).map((from) => ({ from, name }));
    if (sources.length === 0) visitModule(barrel);
    for (const { from, name: there } of sources) {
      const next = there === '*' ? null : barrelOf(from);
      if (next) visitExport(from, there, next);
      else visitModule(from);
    }
  };

  const visitModule = (id: string) => {
    if (whole.has(id)) return;
    const facts = lookup(id);
    if (!facts) return;
    whole.add(id);
    modules.add(id);
    const named = namedImports(id, facts, lookup);
    for (const dep of facts.importedIds) {
      const names = named.get(dep);
      const exports = names instanceof Set ? barrelOf(dep) : null;
      if (exports && names instanceof Set) for (const name of names) visitExport(dep, name, exports);
      else visitModule(dep);
    }
  };

  for (const root of roots) visitModule(root);
  return modules;
}
