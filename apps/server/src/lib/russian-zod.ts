import { formatNumber, type PluralForms, pluralRu } from '@glad/domain';
import { z } from 'zod';

/*
 * zod's own messages in Russian, for every schema without a message of its own. zod's bundled Russian
 * locale still prints type names («ожидалось string, получено object») and origins («number будет <=5»);
 * these say what a person can act on: «Нужна строка», «Не больше 5», «Не длиннее 200 символов».
 */

type Issue = z.core.$ZodRawIssue;

/** What was expected, as a whole phrase (Russian agrees the verb with the noun). */
const expectedPhrase: Record<string, string> = {
  string: 'Нужна строка',
  number: 'Нужно число',
  int: 'Нужно целое число',
  bigint: 'Нужно целое число',
  boolean: 'Нужно значение «да» или «нет» (true или false)',
  object: 'Нужен объект с полями',
  record: 'Нужен объект с полями',
  array: 'Нужен список',
  tuple: 'Нужен список',
  set: 'Нужен список',
  date: 'Нужна дата',
  null: 'Нужно пустое значение (null)',
  file: 'Нужен файл',
};

/** What came instead, in the same words. */
const receivedNoun: Record<string, string> = {
  string: 'строка',
  number: 'число',
  nan: 'не число',
  boolean: 'да/нет',
  object: 'объект',
  array: 'список',
  null: 'пустое значение',
  bigint: 'число',
};

const characters: PluralForms = ['символа', 'символов', 'символов'];
const elements: PluralForms = ['элемента', 'элементов', 'элементов'];
const bytes: PluralForms = ['байта', 'байт', 'байт'];

/** A limit as a person reads it: `2 147 483 647`, `0,5`. */
const limit = (value: number | bigint) => formatNumber(Number(value), { maxFractionDigits: 6 });
/** «200 символов», «1 элемента»: the genitive that follows «не длиннее», «не больше». */
const counted = (value: number | bigint, forms: PluralForms) =>
  `${limit(value)}\u00a0${pluralRu(Number(value), forms)}`;

function received(input: unknown): string {
  if (input === null) return receivedNoun.null!;
  if (Array.isArray(input)) return receivedNoun.array!;
  if (typeof input === 'number' && Number.isNaN(input)) return receivedNoun.nan!;
  return receivedNoun[typeof input] ?? 'другое значение';
}

function invalidType(issue: Extract<Issue, { code: 'invalid_type' }>): string {
  if (issue.input === undefined) return 'Обязательное поле';
  const expected = issue.expected;
  if (Number.isNaN(issue.input)) return expected === 'int' ? 'Нужно целое число' : 'Нужно число';
  if ((expected === 'number' || expected === 'int') && typeof issue.input === 'number') {
    if (!Number.isFinite(issue.input)) return 'Число вне допустимых пределов';
    if (expected === 'int') return 'Нужно целое число';
  }
  if (expected === 'undefined' || expected === 'never') return 'Это поле лишнее';
  const phrase = expectedPhrase[expected] ?? 'Неверный тип значения';
  return `${phrase}, а пришло: ${received(issue.input)}`;
}

function tooBig(issue: Extract<Issue, { code: 'too_big' }>): string {
  const max = issue.maximum;
  switch (issue.origin) {
    case 'string':
      return `Не длиннее ${counted(max, characters)}`;
    case 'array':
    case 'set':
      return `Не больше ${counted(max, elements)}`;
    case 'file':
      return `Файл не больше ${counted(max, bytes)}`;
    case 'date':
      return 'Слишком поздняя дата';
    default:
      if (typeof max === 'number' && !Number.isFinite(max)) return 'Слишком большое значение';
      return issue.inclusive === false ? `Должно быть меньше ${limit(max)}` : `Не больше ${limit(max)}`;
  }
}

function tooSmall(issue: Extract<Issue, { code: 'too_small' }>): string {
  const min = issue.minimum;
  switch (issue.origin) {
    case 'string':
      return Number(min) <= 1 ? 'Не может быть пустым' : `Не короче ${counted(min, characters)}`;
    case 'array':
    case 'set':
      return Number(min) <= 1 ? 'Нужен хотя бы один элемент' : `Не меньше ${counted(min, elements)}`;
    case 'file':
      return 'Файл пуст';
    case 'date':
      return 'Слишком ранняя дата';
    default:
      if (typeof min === 'number' && !Number.isFinite(min)) return 'Слишком маленькое значение';
      return issue.inclusive === false ? `Должно быть больше ${limit(min)}` : `Не меньше ${limit(min)}`;
  }
}

const formatMessages: Record<string, string> = {
  email: 'Неверный адрес электронной почты',
  uuid: 'Неверный идентификатор',
  guid: 'Неверный идентификатор',
  url: 'Неверная ссылка',
  datetime: 'Неверные дата и время',
  date: 'Неверная дата',
  time: 'Неверное время',
  base64: 'Неверные данные в base64',
  jwt: 'Неверный токен',
};

/** A wire value as it is typed: strings in quotes, the rest as written. */
const shown = (value: unknown) => (typeof value === 'string' ? `«${value}»` : String(value));

/** «Допустимо только 1», «Допустимые значения: «left», «right»». */
const allowedValues = (values: readonly unknown[]) =>
  values.length === 1
    ? `Допустимо только ${shown(values[0])}`
    : `Допустимые значения: ${values.map(shown).join(', ')}`;

/**
 * A value no option of a union takes. Options that are each one value (`0 | 1`) list them all; when every
 * option refused it for the same reason at its root (a string where each wanted an object), that reason
 * says more than «неверное значение».
 */
function unionMessage(issue: Extract<Issue, { code: 'invalid_union' }>): string {
  const roots = issue.errors.map((option) =>
    option.length === 1 && option[0]!.path.length === 0 ? option[0]! : null,
  );
  if (roots.length > 0 && roots.every((root) => root?.code === 'invalid_value')) {
    return allowedValues(roots.flatMap((root) => (root?.code === 'invalid_value' ? root.values : [])));
  }
  const reasons = new Set(roots.map((root) => root?.message ?? null));
  const [only] = reasons;
  return reasons.size === 1 && only ? only : 'Неверное значение';
}

function message(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return invalidType(issue);
    case 'too_big':
      return tooBig(issue);
    case 'too_small':
      return tooSmall(issue);
    case 'invalid_format':
      return formatMessages[issue.format] ?? 'Неверный формат';
    case 'not_multiple_of':
      return `Должно быть кратно ${limit(issue.divisor)}`;
    case 'invalid_value':
      return allowedValues(issue.values);
    case 'unrecognized_keys':
      return `Лишние поля: ${issue.keys.map(shown).join(', ')}`;
    case 'invalid_union':
      return unionMessage(issue);
    case 'invalid_key':
      return 'Недопустимое имя поля';
    case 'invalid_element':
      return 'Неверный элемент списка';
    default:
      return 'Неверное значение';
  }
}

/** zod's error map for every schema of the process: Russian, without type names. */
export const russianZodErrors: z.core.$ZodErrorMap = (issue) => message(issue);

/** Makes zod speak Russian in this process (once, at start; per-schema messages still win). */
export function installRussianZodErrors() {
  z.config({ localeError: russianZodErrors });
}
