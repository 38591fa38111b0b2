import {
  extraFieldName,
  findInputProblem,
  ignoredFields,
  inputProblemMessage,
  MAX_EXTRA_FIELDS,
  MAX_FREE_TEXT,
  MAX_RECORD_BYTES,
  MAX_STORED_DEPTH,
  metaFields,
  oversizedRecord,
  syncFieldSchemas,
} from '@glad/contracts';
import { badRequest } from '../errors.js';
import type { TableDef } from './tables.js';

/* The fields of a put, checked before any of them is written. */

/**
 * What the database cannot hold or would choke on (contracts/text.ts): a character no text column takes, a
 * value nested deeper than MAX_STORED_DEPTH, and in a draft or an estimate a text over MAX_FREE_TEXT. The
 * REST bodies were checked whole already; a push's mutations are checked here, one by one.
 */
function checkStorable(def: TableDef, raw: Record<string, unknown>) {
  const problem = findInputProblem(raw, {
    maxDepth: MAX_STORED_DEPTH,
    maxText: def.hasData ? MAX_FREE_TEXT : undefined,
  });
  if (problem) throw badRequest(inputProblemMessage(problem));
}

/** A draft or an estimate must stay within MAX_RECORD_BYTES as a whole, however many puts built it. */
export function checkRecordSize(def: TableDef, values: Record<string, unknown>) {
  const message = oversizedRecord[def.name];
  if (!message || !def.hasData) return;
  if (Buffer.byteLength(JSON.stringify(values)) > MAX_RECORD_BYTES) throw badRequest(message);
}

/** Validates the fields of a put: meta and server-kept fields are dropped, the rest must pass the schema. */
export function parseFields(def: TableDef, raw: Record<string, unknown>): Record<string, unknown> {
  checkStorable(def, raw);
  const skip = new Set<string>([...metaFields, ...ignoredFields[def.name], ...def.kept, 'data', 'sync']);
  const cleaned: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw))
    if (value !== undefined && !skip.has(key)) cleaned[key] = value;
  const result = syncFieldSchemas[def.name].safeParse(cleaned);
  if (!result.success) {
    const issue = result.error.issues[0];
    const path = issue?.path.join('.');
    throw badRequest(
      path ? `Неверные данные (${path}): ${issue?.message}` : `Неверные данные: ${issue?.message}`,
    );
  }
  const fields = result.data as Record<string, unknown>;
  if (def.hasData) {
    const extra = Object.keys(fields).filter((key) => !def.fields.includes(key));
    const bad = extra.find((key) => !extraFieldName.test(key));
    if (bad !== undefined) throw badRequest(`Недопустимое имя поля: ${bad.slice(0, 64)}`);
    if (extra.length > MAX_EXTRA_FIELDS) throw badRequest(`Слишком много полей: больше ${MAX_EXTRA_FIELDS}`);
  }
  return fields;
}
