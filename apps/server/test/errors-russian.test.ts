/**
 * Every error body is Russian (issue 9 §4): zod's own messages without type names (lib/russian-zod.ts),
 * Fastify's router and body errors, and the HTTP parser's — all as `{ res: false, message }`.
 */
import net from 'node:net';
import * as contracts from '@glad/contracts';
import { errorBody } from '@glad/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createCompany, readAs, useTestApp } from './helpers/app.js';

const app = await useTestApp();
const owner = await createCompany(app);

/** Words of zod's and Fastify's English that must never reach a person. */
const ENGLISH =
  /\b(?:string|number|integer|int|boolean|object|array|undefined|expected|received|invalid|required|instanceof|nan|bad request|not found)\b/i;
/** What a message quotes (field names, allowed values) is the wire's own words. */
const withoutQuotes = (message: string) => message.replace(/«[^»]*»|\([^)]*\)/g, '');

describe('zod messages', () => {
  const limited = z.object({
    name: z.string().max(200),
    code: z.string().min(3),
    title: z.string().min(1),
    count: z.number().int().min(1).max(2_147_483_647),
    share: z.number().gt(0).lt(0.5),
    tags: z.array(z.string()).min(1).max(21),
    items: z.array(z.number()).min(2),
    kind: z.enum(['left', 'right']),
    flag: z.union([z.literal(0), z.literal(1)]),
    mode: z.literal('sync'),
    id: z.uuid(),
    email: z.email(),
    step: z.number().multipleOf(5),
    strict: z.strictObject({ a: z.number() }),
    none: z.never(),
    either: z.union([z.object({ a: z.number() }), z.object({ b: z.number() })]),
  });
  const messageOf = (field: string, value: unknown) =>
    limited.shape[field as keyof typeof limited.shape].safeParse(value).error?.issues[0]?.message;

  it.each([
    ['name', 5, 'Нужна строка, а пришло: число'],
    ['name', undefined, 'Обязательное поле'],
    ['name', 'я'.repeat(201), 'Не длиннее 200\u00a0символов'],
    ['code', 'ab', 'Не короче 3\u00a0символов'],
    ['title', '', 'Не может быть пустым'],
    ['count', '7', 'Нужно число, а пришло: строка'],
    ['count', 1.5, 'Нужно целое число'],
    ['count', Number.NaN, 'Нужно число'],
    ['count', Number.POSITIVE_INFINITY, 'Число вне допустимых пределов'],
    ['count', 0, 'Не меньше 1'],
    ['count', 2 ** 31, 'Не больше 2\u00a0147\u00a0483\u00a0647'],
    ['share', 0, 'Должно быть больше 0'],
    ['share', 0.5, 'Должно быть меньше 0,5'],
    ['tags', {}, 'Нужен список, а пришло: объект'],
    ['tags', [], 'Нужен хотя бы один элемент'],
    ['tags', Array(22).fill('a'), 'Не больше 21\u00a0элемента'],
    ['items', [1], 'Не меньше 2\u00a0элементов'],
    ['kind', 'up', 'Допустимые значения: «left», «right»'],
    ['flag', 2, 'Допустимые значения: 0, 1'],
    ['mode', 'push', 'Допустимо только «sync»'],
    ['id', 'abc', 'Неверный идентификатор'],
    ['email', 'почта', 'Неверный адрес электронной почты'],
    ['step', 7, 'Должно быть кратно 5'],
    ['strict', { a: 1, b: 2 }, 'Лишние поля: «b»'],
    ['strict', [], 'Нужен объект с полями, а пришло: список'],
    ['none', 'x', 'Это поле лишнее'],
    ['either', 'x', 'Нужен объект с полями, а пришло: строка'],
    ['either', { c: 1 }, 'Неверное значение'],
  ])('%s = %j → %s', (field, value, message) => {
    expect(messageOf(field, value)).toBe(message);
  });

  it('says nothing in English for any value against any schema of the contracts', () => {
    const schemas: [string, z.ZodType][] = [];
    for (const [name, value] of Object.entries(contracts)) {
      if (value instanceof z.ZodType) schemas.push([name, value]);
    }
    expect(schemas.length).toBeGreaterThan(50);
    fc.assert(
      fc.property(fc.constantFrom(...schemas), fc.anything({ maxDepth: 2 }), ([name, schema], value) => {
        for (const issue of schema.safeParse(value).error?.issues ?? []) {
          expect(issue.message, `${name}: ${JSON.stringify(issue)}`).toMatch(/[А-Яа-яЁё]/);
          expect(withoutQuotes(issue.message), name).not.toMatch(ENGLISH);
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('Fastify’s own errors', () => {
  const send = (method: 'GET' | 'POST', url: string, payload?: string, type = 'application/json') =>
    app.inject({
      method,
      url,
      headers: { ...owner.headers, ...(payload === undefined ? {} : { 'content-type': type }) },
      ...(payload === undefined ? {} : { payload }),
    });

  it.each([
    [
      'bad URL encoding',
      'GET',
      '/api/client/%zz',
      undefined,
      undefined,
      400,
      'Неверный адрес запроса: ошибка в кодировке символов',
    ],
    [
      'a broken character in the path',
      'GET',
      '/api/users/%E0%A4%A',
      undefined,
      undefined,
      400,
      'Неверный адрес запроса: ошибка в кодировке символов',
    ],
    [
      'an over-long parameter',
      'GET',
      `/api/users/${'1'.repeat(300)}`,
      undefined,
      undefined,
      414,
      'Слишком длинный адрес запроса',
    ],
    ['bad JSON', 'POST', '/api/client/', '{"name":', undefined, 400, 'Неверный формат JSON'],
    ['an empty JSON body', 'POST', '/api/client/', '', undefined, 400, 'Пустое тело запроса'],
    [
      'an unsupported type',
      'POST',
      '/api/client/',
      '<a/>',
      'application/xml',
      415,
      'Неподдерживаемый тип данных запроса',
    ],
    ['a bad content type', 'POST', '/api/client/', '{}', '###', 415, 'Неподдерживаемый тип данных запроса'],
    [
      'a poisoned prototype',
      'POST',
      '/api/client/',
      '{"__proto__":{"x":1}}',
      undefined,
      400,
      'Неверный формат JSON',
    ],
    [
      'a body too large',
      'POST',
      '/api/client/',
      `"${'я'.repeat(3 * 1024 * 1024)}"`,
      undefined,
      413,
      'Слишком большой запрос',
    ],
    [
      'a wrong type',
      'PUT',
      '/api/company/',
      '{"city":5}',
      undefined,
      400,
      'Неверные данные (city): Нужна строка, а пришло: число',
    ],
    [
      'a wrong query',
      'GET',
      '/api/client/?limit=abc',
      undefined,
      undefined,
      400,
      'Неверные данные (limit): Нужно число',
    ],
    [
      'a repeated query parameter',
      'GET',
      '/api/client/?q=a&q=b',
      undefined,
      undefined,
      400,
      'Неверные данные (q): Нужна строка, а пришло: список',
    ],
    ['an unknown address', 'GET', '/api/nowhere/', undefined, undefined, 404, 'Адрес не найден'],
  ] as const)('%s', async (_label, method, url, payload, type, status, message) => {
    const res = await send(method as 'GET', url, payload, type);
    expect(res.statusCode).toBe(status);
    expect(readAs(res, errorBody)).toEqual({ res: false, message });
  });

  it('answers a request the HTTP parser cannot read in Russian, with the length in bytes', async () => {
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = new URL(address);
    const raw = (request: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = net.connect(Number(port), '127.0.0.1', () => socket.end(request));
        let answer = '';
        socket.setEncoding('utf8');
        socket.on('data', (chunk) => {
          answer += chunk;
        });
        socket.on('close', () => resolve(answer));
        socket.on('error', reject);
      });
    const broken = await raw('NOT A REQUEST\r\n\r\n');
    expect(broken).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
    const body = JSON.stringify({ res: false, message: 'Неверный запрос' });
    expect(broken).toContain(`Content-Length: ${Buffer.byteLength(body)}\r\n`);
    expect(broken.endsWith(`\r\n\r\n${body}`)).toBe(true);
    const huge = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(huge).toMatch(/^HTTP\/1\.1 431 /);
    expect(huge).toContain(JSON.stringify({ res: false, message: 'Слишком большие заголовки запроса' }));
  });
});
