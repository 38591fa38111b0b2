import fc from 'fast-check';

/*
 * Random request parts built from a route's schema (the JSON Schema the app's OpenAPI document carries,
 * which fastify-type-provider-zod makes from the route's zod schema): a value the schema accepts, then
 * most of the time one spot of it replaced by something hostile — a NUL or a lone surrogate, a huge or
 * unsafe number, the wrong type, deep nesting, a poisoned key. One spot at a time, so the rest of the body
 * stays valid and the request gets past validation to the handler and the database.
 */

// biome-ignore lint/suspicious/noExplicitAny: JSON Schema is read freely
export type JsonSchema = Record<string, any>;

/** How long generated texts and lists get: enough to vary, small enough to keep a run quick. */
const MAX_TEXT = 24;
const MAX_ITEMS = 3;
/** Schemas deeper than this (none today) get a plain value instead of recursing on. */
const MAX_SCHEMA_DEPTH = 8;

/** Markers replaced in the JSON text: numbers JSON.stringify cannot write, nesting too deep to build. */
export const RAW: Record<string, string> = {
  '"@@HUGE@@"': '1e400',
  '"@@NEGHUGE@@"': '-1e400',
  '"@@BIGINT@@"': '123456789012345678901234567890',
  '"@@DEEPLIST@@"': `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '"@@DEEPOBJECT@@"': `${'{"a":'.repeat(300)}1${'}'.repeat(300)}`,
  '"@@PROTO@@"': '{"__proto__":{"polluted":1}}',
  '"@@CTOR@@"': '{"constructor":{"prototype":{"polluted":1}}}',
};

/** The JSON text of a generated body, with the markers above put in. */
export function jsonText(value: unknown): string {
  let text = JSON.stringify(value) ?? 'null';
  for (const [marker, raw] of Object.entries(RAW)) text = text.replaceAll(marker, raw);
  return text;
}

/** Hostile texts, most of them with a character no database text can hold. */
const hostileText = fc.oneof(
  {
    weight: 3,
    arbitrary: fc.constantFrom('a\u0000b', '\u0000', '\uD800', 'x\uDFFF', '\uDC00\uD800', 'Потолок\u0000'),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'я'.repeat(100_001),
      '',
      '   ',
      '9'.repeat(400),
      '<script>alert(1)</script>',
      "'; drop table users; --",
      '../../etc/passwd',
      '1e309',
      'NaN',
    ),
  },
);
const hostileNumber = fc.constantFrom(
  1e308,
  -1e308,
  2 ** 53 + 2,
  -(2 ** 53) - 2,
  2 ** 31,
  -(2 ** 31) - 1,
  -1,
  0,
  0.5,
  -0.000001,
  5e-324,
  '@@HUGE@@',
  '@@NEGHUGE@@',
  '@@BIGINT@@',
);
const wrongType = fc.constantFrom({}, [], true, false, null, [null], { '': '' }, [[[]]], 'строка', 42);
const hostileShape = fc.constantFrom(
  '@@DEEPLIST@@',
  '@@DEEPOBJECT@@',
  '@@PROTO@@',
  '@@CTOR@@',
  { 'k\u0000': 1 },
  { '\uD800': 'x' },
  { ['a'.repeat(300)]: 1 },
);

/** Anything hostile, in one place of a body. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  wrongType,
  hostileShape,
);

/** Any JSON value, for schemas that accept anything (`{}`). */
const anyValue = fc.jsonValue({ maxDepth: 2 });

function stringArb(schema: JsonSchema): fc.Arbitrary<string> {
  const minLength = Math.min(schema.minLength ?? 0, MAX_TEXT);
  const maxLength = Math.max(minLength, Math.min(schema.maxLength ?? MAX_TEXT, MAX_TEXT));
  if (schema.format === 'uuid') return fc.uuid();
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.pattern) {
    try {
      return fc.stringMatching(new RegExp(schema.pattern)).filter((s) => s.length <= 20_000);
    } catch {
      // a pattern fast-check cannot generate from: plain text, the schema will mostly refuse it
    }
  }
  return fc
    .oneof(
      { weight: 2, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme-ascii' }) },
      {
        weight: 2,
        arbitrary: fc.constantFrom('Иван Петров', 'Потолок', 'ул. Ленина, 5', 'шт.', '+79123456789'),
      },
      { weight: 1, arbitrary: fc.string({ minLength, maxLength, unit: 'grapheme' }) },
    )
    .filter((text) => text.length >= minLength && text.length <= Math.max(maxLength, minLength));
}

function numberArb(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const exclusiveMin = schema.exclusiveMinimum === true;
  const exclusiveMax = schema.exclusiveMaximum === true;
  let min: number = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : schema.minimum;
  let max: number = typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum : schema.maximum;
  min ??= integer ? Number.MIN_SAFE_INTEGER : -1e12;
  max ??= integer ? Number.MAX_SAFE_INTEGER : 1e12;
  if (integer) {
    const low = Math.ceil(min) + (exclusiveMin || typeof schema.exclusiveMinimum === 'number' ? 1 : 0);
    const high = Math.floor(max) - (exclusiveMax || typeof schema.exclusiveMaximum === 'number' ? 1 : 0);
    return fc.oneof(
      fc.integer({ min: Math.max(low, -(2 ** 31)), max: Math.max(Math.min(high, 2 ** 31 - 1), low) }),
      fc.constantFrom(low, high),
    );
  }
  return fc.double({ min, max, noNaN: true, noDefaultInfinity: true, minExcluded: exclusiveMin });
}

/** Values to use for fields of these names (the company's real ids), beside what the schema allows. */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

/** A value the schema accepts (as far as its JSON Schema says). */
export function validValue(
  schema: JsonSchema | undefined,
  hints: Hints = {},
  depth = 0,
): fc.Arbitrary<unknown> {
  if (!schema || depth > MAX_SCHEMA_DEPTH) return anyValue;
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (Array.isArray(schema.enum) && schema.enum.length > 0) return fc.constantFrom(...schema.enum);
  const options = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(options) && options.length > 0) {
    return fc.oneof(...options.map((option: JsonSchema) => validValue(option, hints, depth + 1)));
  }
  if (Array.isArray(schema.allOf) && schema.allOf.length > 0)
    return validValue(schema.allOf[0], hints, depth + 1);
  const types: string[] = Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
  if (types.length === 0) return anyValue;
  const arbs = types.map((type) => typed(schema, type, hints, depth));
  const value = arbs.length === 1 ? arbs[0]! : fc.oneof(...arbs);
  return schema.nullable ? fc.option(value, { nil: null }) : value;
}

function typed(schema: JsonSchema, type: string, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  switch (type) {
    case 'string':
      return stringArb(schema);
    case 'integer':
      return numberArb(schema, true);
    case 'number':
      return numberArb(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array': {
      const minLength = Math.min(schema.minItems ?? 0, MAX_ITEMS);
      const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? MAX_ITEMS, MAX_ITEMS));
      return fc.array(validValue(schema.items, hints, depth + 1), { minLength, maxLength });
    }
    case 'object':
      return objectArb(schema, hints, depth);
    default:
      return anyValue;
  }
}

/** How many optional fields a generated object carries: few, so one hostile spot is all that is wrong. */
const MAX_OPTIONAL = 2;

function objectArb(schema: JsonSchema, hints: Hints, depth: number): fc.Arbitrary<unknown> {
  const properties: Record<string, JsonSchema> = schema.properties ?? {};
  const field = (key: string, value: JsonSchema) => {
    const own = validValue(value, hints, depth + 1);
    const hint = hints[key];
    return hint ? fc.oneof({ weight: 3, arbitrary: hint }, { weight: 1, arbitrary: own }) : own;
  };
  const required: string[] = (schema.required ?? []).filter((key: string) => key in properties);
  const optional = Object.keys(properties).filter((key) => !required.includes(key));
  const known = fc
    .subarray(optional, { maxLength: Math.min(MAX_OPTIONAL, optional.length) })
    .chain((chosen) =>
      fc.record(
        Object.fromEntries([...required, ...chosen].map((key) => [key, field(key, properties[key]!)])),
      ),
    );
  const extra = schema.additionalProperties;
  if (!extra || typeof extra !== 'object') return known;
  const extras = fc.dictionary(
    fc.stringMatching(/^[a-z][a-zA-Z0-9_]{0,11}$/),
    validValue(extra, hints, depth + 1),
    { maxKeys: MAX_ITEMS },
  );
  return fc.tuple(known, extras).map(([a, b]) => ({ ...b, ...a }));
}

type Path = (string | number)[];

/** Every place in a value one could put something else (the value itself included), at most `limit`. */
function placesIn(value: unknown, limit = 200): Path[] {
  const places: Path[] = [];
  const stack: [unknown, Path][] = [[value, []]];
  while (stack.length > 0 && places.length < limit) {
    const [item, path] = stack.pop()!;
    places.push(path);
    if (Array.isArray(item)) {
      item.forEach((child, i) => {
        stack.push([child, [...path, i]]);
      });
    } else if (item && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) stack.push([child, [...path, key]]);
    }
  }
  return places;
}

/** `value` with the thing at `path` replaced (or, for an object, a hostile field added beside the rest). */
function replaceAt(value: unknown, path: Path, hostile: unknown, addKey: string | null): unknown {
  if (path.length === 0) {
    if (addKey !== null && value && typeof value === 'object' && !Array.isArray(value)) {
      return { ...value, [addKey]: hostile };
    }
    return hostile;
  }
  const [head, ...rest] = path;
  if (Array.isArray(value)) {
    const copy = [...value];
    copy[head as number] = replaceAt(copy[head as number], rest, hostile, addKey);
    return copy;
  }
  const record = value as Record<string, unknown>;
  return { ...record, [head as string]: replaceAt(record[head as string], rest, hostile, addKey) };
}

/** The value at `path`. */
function valueAt(value: unknown, path: Path): unknown {
  let at = value;
  for (const key of path) at = (at as Record<string | number, unknown>)[key];
  return at;
}

/**
 * A valid value, and most of the time the same value with one hostile spot: half the time a text of it
 * gets a hostile text (so the request stays well-typed and goes deep), otherwise any spot gets anything.
 */
export function hostileVariant(schema: JsonSchema | undefined, hints: Hints = {}): fc.Arbitrary<unknown> {
  return fc
    .tuple(
      validValue(schema, hints),
      fc.nat(),
      hostileText,
      hostileValue,
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(null) },
        { weight: 1, arbitrary: fc.constantFrom('k\u0000', '\uDBFF', 'extra', '__proto__', 'constructor') },
      ),
      fc.nat(9),
    )
    .map(([valid, at, text, hostile, addKey, dice]) => {
      if (dice === 0) return valid;
      const places = placesIn(valid);
      const texts = places.filter((place) => typeof valueAt(valid, place) === 'string');
      if (dice <= 5 && texts.length > 0) return replaceAt(valid, texts[at % texts.length]!, text, null);
      return replaceAt(valid, places[at % places.length]!, hostile, addKey);
    });
}
