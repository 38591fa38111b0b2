import { z } from 'zod';
import { recordId } from './sync.js';
import { unstorableChar } from './text.js';

/** The building blocks of the synced records' schemas (records.ts, payments.ts). */

export const MAX_ID = Number.MAX_SAFE_INTEGER;
export const INT_MAX = 2_147_483_647;
/** A project amount in kopecks: a hundred billion roubles is beyond any ceiling order. */
export const MAX_AMOUNT_KOPECKS = 10_000_000_000_000;

/** A reference to another record; 0 means "none". */
export const refId = z.number().int().min(0).max(MAX_ID);
/** A user or status reference (serial ids); 0 means "none". */
export const smallRef = z.number().int().min(0).max(INT_MAX);
export const flag01 = z.union([z.literal(0), z.literal(1)]);

function isRealDay(value: string): boolean {
  const [y, m, d] = value.split('-').map(Number);
  const date = new Date(Date.UTC(y!, m! - 1, d!));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m! - 1 && date.getUTCDate() === d;
}

/** A calendar day, `YYYY-MM-DD`. */
export const isoDay = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'Дата в формате ГГГГ-ММ-ДД')
  .refine(isRealDay, 'Такой даты нет');
/** `HH:MM`, or '' for an event without a time. */
export const clockTime = z.string().regex(/^(?:|(?:[01]\d|2[0-3]):[0-5]\d)$/, 'Время в формате ЧЧ:ММ');

/** Text a user typed: trimmed, bounded, and without a character no database text can hold (text.ts). */
export const plainText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `Не длиннее ${max} символов`)
    .refine((v) => unstorableChar(v) === null, 'Недопустимый символ в тексте');

export const meta = { id: recordId, version: z.number().int(), timestamp: z.number().int() };
