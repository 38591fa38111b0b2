/**
 * Text that cannot be stored faithfully: the NUL character (PostgreSQL refuses `\u0000` in text and jsonb)
 * and a lone UTF-16 surrogate — half of a pair, not a character at all: UTF-8 cannot encode it, so a
 * driver silently turns it into «�» in text, and jsonb refuses its `\ud800` escape. Every request is walked
 * once for both (server: plugins/input-check.ts), and stored-as-given values again per record.
 */

/** Any character worth a closer look: NUL or either half of a surrogate pair. */
const SUSPECT = /[\0\uD800-\uDFFF]/;
const isHigh = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLow = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** How deep a stored-as-given value (a drawing, an estimate's rows) may nest: a drawing needs a handful. */
export const MAX_STORED_DEPTH = 32;
/** How deep a request may nest: a stored value inside a push (body → mutations → item → fields) and spare. */
export const MAX_REQUEST_DEPTH = MAX_STORED_DEPTH + 8;

/** `U+0000`, `U+D800`: how a character no one can see is named in a message. */
const codeLabel = (code: number) => `U+${code.toString(16).toUpperCase().padStart(4, '0')}`;

/**
 * The first character of `text` that cannot be stored, as `U+XXXX`, or null when every one can. A loop, not
 * a lookbehind pattern: the web runs this too, and older Safari cannot even parse one.
 */
export function unstorableChar(text: string): string | null {
  const first = SUSPECT.exec(text);
  if (!first) return null;
  // Nothing before `first` is NUL or a half, so a low half there has no high one before it.
  for (let i = first.index; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 0 || isLow(code)) return codeLabel(code);
    if (isHigh(code)) {
      if (!isLow(text.charCodeAt(i + 1))) return codeLabel(code);
      i += 1;
    }
  }
  return null;
}

export type InputPath = readonly (string | number)[];

export type InputProblem =
  /** a string (or, with `inKey`, the name of a field inside `path`) holds `char` */
  | { kind: 'char'; path: InputPath; char: string; inKey: boolean }
  /** the value at `path` nests deeper than allowed */
  | { kind: 'depth'; path: InputPath; maxDepth: number }
  /** the string at `path` is longer than allowed */
  | { kind: 'long'; path: InputPath; maxText: number };

export interface InputLimits {
  /** levels of objects and arrays; MAX_REQUEST_DEPTH when absent */
  maxDepth?: number;
  /** characters of any one string; unbounded when absent */
  maxText?: number;
}

interface Visit {
  value: unknown;
  depth: number;
  key: string | number | null;
  parent: Visit | null;
}

function pathOf(visit: Visit): (string | number)[] {
  const path: (string | number)[] = [];
  for (let at: Visit | null = visit; at?.key != null; at = at.parent) path.unshift(at.key);
  return path;
}

/** Only containers and texts that may be wrong are visited: clean texts and numbers cost no visit. */
const worthVisit = (child: unknown, maxText: number) =>
  typeof child === 'string' ? SUSPECT.test(child) || child.length > maxText : typeof child === 'object';

/**
 * The first unstorable string or field name in `value` (in document order), a nesting deeper than the
 * limit or a string longer than it; null when there is none. Walks with its own stack: a hostile body
 * cannot exhaust the call stack.
 */
export function findInputProblem(value: unknown, limits: InputLimits = {}): InputProblem | null {
  if (value === null || (typeof value !== 'object' && typeof value !== 'string')) return null;
  const { maxDepth = MAX_REQUEST_DEPTH, maxText = Number.POSITIVE_INFINITY } = limits;
  const stack: Visit[] = [{ value, depth: 0, key: null, parent: null }];
  while (stack.length > 0) {
    const visit = stack.pop()!;
    const item = visit.value;
    if (typeof item === 'string') {
      const char = unstorableChar(item);
      if (char) return { kind: 'char', path: pathOf(visit), char, inKey: false };
      if (item.length > maxText) return { kind: 'long', path: pathOf(visit), maxText };
      continue;
    }
    if (item === null || typeof item !== 'object') continue;
    if (visit.depth >= maxDepth) return { kind: 'depth', path: pathOf(visit), maxDepth };
    const depth = visit.depth + 1;
    // Pushed last to first, so they are taken in document order.
    if (Array.isArray(item)) {
      for (let i = item.length - 1; i >= 0; i--) {
        if (worthVisit(item[i], maxText)) stack.push({ value: item[i], depth, key: i, parent: visit });
      }
      continue;
    }
    const record = item as Record<string, unknown>;
    const keys = Object.keys(record);
    for (const key of keys) {
      const char = unstorableChar(key);
      if (char) return { kind: 'char', path: pathOf(visit), char, inKey: true };
    }
    for (let i = keys.length - 1; i >= 0; i--) {
      const key = keys[i]!;
      if (worthVisit(record[key], maxText)) stack.push({ value: record[key], depth, key, parent: visit });
    }
  }
  return null;
}

/** «длиннее 1 символа», «длиннее 5 символов», «длиннее 21 символа»: the genitive after a comparison. */
const pluralGenitive = (count: number) =>
  new Intl.PluralRules('ru-RU').select(count) === 'one' ? 'символа' : 'символов';

/** A field path as messages show it: `form.rooms.0.name`. */
export const fieldPath = (path: InputPath) => path.join('.');

/**
 * The Russian message of a problem. `where` names the part of the request the path starts in (a query
 * parameter reads «в параметре»); a depth problem names only the top field, not fifty levels of it, and
 * no number: a request and a stored value have different limits, the person needs neither.
 */
export function inputProblemMessage(problem: InputProblem, where: 'body' | 'query' = 'body'): string {
  const noun = where === 'query' ? 'параметре' : 'поле';
  if (problem.kind === 'depth') {
    const top = problem.path[0];
    const at = top === undefined ? '' : ` в ${noun} «${top}»`;
    return `Слишком глубокая вложенность данных${at}`;
  }
  const path = fieldPath(problem.path);
  if (problem.kind === 'long') {
    const limit = `${problem.maxText.toLocaleString('ru-RU')} ${pluralGenitive(problem.maxText)}`;
    return path ? `Текст в ${noun} «${path}» длиннее ${limit}` : `Текст длиннее ${limit}`;
  }
  if (problem.inKey) {
    const inside = path ? ` внутри «${path}»` : '';
    return `Недопустимый символ ${problem.char} в имени поля${inside}`;
  }
  return path
    ? `Недопустимый символ ${problem.char} в ${noun} «${path}»`
    : `Недопустимый символ ${problem.char} в запросе`;
}
