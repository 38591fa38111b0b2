import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainText } from './records.js';
import {
  findInputProblem,
  type InputPath,
  inputProblemMessage,
  MAX_REQUEST_DEPTH,
  unstorableChar,
} from './text.js';

const NUL = '\u0000';
const HIGH = '\uD83D'; // the first half of 😀 (U+1F600 = D83D DE00)
const LOW = '\uDE00';

describe('unstorableChar', () => {
  it.each([
    ['', null],
    ['Потолок 3,5 × 4 м', null],
    ['😀 пара половинок — один символ', null],
    [`a${NUL}b`, 'U+0000'],
    [`a${HIGH}`, 'U+D83D'],
    [`${LOW}a`, 'U+DE00'],
    [`${LOW}${HIGH}`, 'U+DE00'], // reversed halves: neither is paired
    [`${HIGH}${HIGH}${LOW}`, 'U+D83D'], // the first high has no low after it; the second pairs
    [`😀${NUL}`, 'U+0000'],
  ])('%j → %s', (text, expected) => {
    expect(unstorableChar(text)).toBe(expected);
  });

  it('finds nothing in well-formed text without NUL (any code point, pairs included)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        fc.pre(!text.includes(NUL));
        expect(unstorableChar(text)).toBeNull();
      }),
    );
  });

  it('finds a NUL or a lone half put anywhere between the code points of good text', () => {
    const bad = fc.constantFrom(NUL, '\uD800', '\uDBFF', '\uDC00', '\uDFFF', HIGH, LOW);
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), bad, fc.nat(), (text, char, at) => {
        fc.pre(!text.includes(NUL));
        const points = [...text];
        points.splice(at % (points.length + 1), 0, char);
        const label = `U+${char.charCodeAt(0).toString(16).toUpperCase().padStart(4, '0')}`;
        expect(unstorableChar(points.join(''))).toBe(label);
      }),
    );
  });
});

/** `bad` planted at `path` inside clean values: every sibling before it is clean JSON. */
function plant(path: InputPath, bad: string, filler: unknown): unknown {
  let value: unknown = bad;
  for (let i = path.length - 1; i >= 0; i--) {
    const key = path[i]!;
    if (typeof key === 'number') value = [...Array.from({ length: key }, () => filler), value, filler];
    else value = { before: filler, [key]: value, after: filler };
  }
  return value;
}

describe('findInputProblem', () => {
  it('names the field, the list item and the key that hold a bad character', () => {
    expect(findInputProblem({ name: 'ok', form: { rooms: [{ name: 'x' }, { name: `a${NUL}` }] } })).toEqual({
      kind: 'char',
      path: ['form', 'rooms', 1, 'name'],
      char: 'U+0000',
      inKey: false,
    });
    expect(findInputProblem({ form: { [`k${HIGH}`]: 1 } })).toEqual({
      kind: 'char',
      path: ['form'],
      char: 'U+D83D',
      inKey: true,
    });
    expect(findInputProblem(`${LOW}`)).toEqual({ kind: 'char', path: [], char: 'U+DE00', inKey: false });
    expect(findInputProblem({ a: 1, b: [true, null, 2.5], c: '😀' })).toBeNull();
  });

  it('reports the first bad text in document order', () => {
    expect(findInputProblem({ a: ['ok', `x${NUL}`], b: `${HIGH}` })).toMatchObject({ path: ['a', 1] });
  });

  it('finds a bad text planted at any path inside clean JSON, at exactly that path', () => {
    const key = fc.oneof(fc.string({ unit: 'grapheme-ascii', maxLength: 8 }), fc.nat(4));
    const bad = fc.constantFrom(`x${NUL}`, '\uD800', `a${LOW}b`);
    const clean = fc.jsonValue({ maxDepth: 3 });
    fc.assert(
      fc.property(fc.array(key, { maxLength: 6 }), bad, clean, (path, char, filler) => {
        fc.pre(path.every((k) => k !== 'before' && k !== 'after' && k !== '__proto__'));
        expect(findInputProblem(plant(path, char, filler))).toMatchObject({ kind: 'char', path });
      }),
    );
  });

  it('refuses nesting deeper than the limit and only that', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 80 }), fc.integer({ min: 1, max: 60 }), (levels, maxDepth) => {
        let value: unknown = 1;
        for (let i = 0; i < levels; i++) value = i % 2 ? [value] : { n: value };
        const problem = findInputProblem(value, { maxDepth });
        expect(problem?.kind === 'depth').toBe(levels > maxDepth);
      }),
    );
  });

  it('walks a body nested a hundred thousand levels without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    expect(findInputProblem(deep)).toMatchObject({ kind: 'depth', path: Array(MAX_REQUEST_DEPTH).fill(0) });
  });

  it('measures texts only when asked', () => {
    const value = { polygons: { comment: 'я'.repeat(11) } };
    expect(findInputProblem(value)).toBeNull();
    expect(findInputProblem(value, { maxText: 10 })).toEqual({
      kind: 'long',
      path: ['polygons', 'comment'],
      maxText: 10,
    });
  });
});

describe('inputProblemMessage', () => {
  it.each([
    [
      { kind: 'char', path: ['form', 'rooms', 0, 'name'], char: 'U+0000', inKey: false },
      'body',
      'Недопустимый символ U+0000 в поле «form.rooms.0.name»',
    ],
    [
      { kind: 'char', path: ['q'], char: 'U+D800', inKey: false },
      'query',
      'Недопустимый символ U+D800 в параметре «q»',
    ],
    [
      { kind: 'char', path: [], char: 'U+0000', inKey: false },
      'body',
      'Недопустимый символ U+0000 в запросе',
    ],
    [
      { kind: 'char', path: ['form'], char: 'U+DC00', inKey: true },
      'body',
      'Недопустимый символ U+DC00 в имени поля внутри «form»',
    ],
    [
      { kind: 'char', path: [], char: 'U+DC00', inKey: true },
      'body',
      'Недопустимый символ U+DC00 в имени поля',
    ],
    [
      { kind: 'depth', path: ['polygons', 0, 0], maxDepth: 32 },
      'body',
      'Слишком глубокая вложенность данных в поле «polygons»',
    ],
    [
      { kind: 'long', path: ['polygons', 'comment'], maxText: 100_000 },
      'body',
      'Текст в поле «polygons.comment» длиннее 100\u00a0000 символов',
    ],
    [{ kind: 'long', path: ['x'], maxText: 21 }, 'body', 'Текст в поле «x» длиннее 21 символа'],
  ] as const)('%j', (problem, where, message) => {
    expect(inputProblemMessage(problem, where)).toBe(message);
  });
});

describe('plainText', () => {
  it('refuses NUL and lone halves, keeps pairs', () => {
    const schema = plainText(100);
    expect(schema.safeParse('Иван 😀').success).toBe(true);
    expect(schema.safeParse(`Ив${NUL}ан`).success).toBe(false);
    expect(schema.safeParse(`Ив${HIGH}ан`).success).toBe(false);
  });
});
