import type { SyncTable } from './sync.js';

/*
 * The free-form fields of drafts and estimates (issue 9 §4): the server checks them on every write, REST or
 * push (apps/server/src/modules/records/write.ts), so a record stays within them however it was built.
 */

/**
 * Longest text anywhere in a draft or an estimate (a comment, a note, the sketch's SVG, a row's name): a
 * room's sketch with its light points is a few KB and a typed comment a page or two, so 100 000
 * characters is far above any real one and still keeps a pasted book out.
 */
export const MAX_FREE_TEXT = 100_000;
/**
 * Largest draft or estimate as stored, in bytes of JSON: a calculation with all six row groups at their
 * 200-row limit (rows of ordinary length, ~250 bytes: ~300 KB) with its drawing and sketch stays far below
 * it, and a push (4 MB a request) can still carry a few such records.
 */
export const MAX_RECORD_BYTES = 1024 * 1024;
/** The message when a draft or an estimate grows past MAX_RECORD_BYTES. */
export const oversizedRecord: Partial<Record<SyncTable, string>> = {
  drafts: 'Чертёж слишком большой: больше 1 МБ данных. Сократите комментарии или число строк',
  smety: 'Смета слишком большая: больше 1 МБ данных',
  smetymontazh: 'Смета монтажника слишком большая: больше 1 МБ данных',
};
