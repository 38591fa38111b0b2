import type { CalculatorWire } from '@glad/contracts';
import { type ConfigRow, db } from '../offline-db';
import type { ListName, ListValues } from './lists';

/*
 * The device's copy of each list, in the offline copy (Dexie), so it is emptied with the rest on sign-out
 * or when another company's user signs in (lib/sync). Calculators go to docs/spec.md §3's `configs` table, a row
 * each (id, timestamp, default indexed); every other list is one `meta` row `cache:<name>`.
 */

/** One list as kept: its value and when the server gave it (ms). */
export interface Stored<T> {
  value: T;
  at: number;
}

export const cacheKey = (name: ListName) => `cache:${name}`;

/** Calculators without their rows: the limit and when, beside the `configs` table. */
interface CalculatorsMeta {
  limit: number;
  at: number;
}

const isStored = (v: unknown): v is Stored<unknown> =>
  typeof v === 'object' && v !== null && 'value' in v && typeof (v as { at?: unknown }).at === 'number';

/** The list kept on this device, or null when none was stored yet. */
export async function readList<K extends ListName>(name: K): Promise<Stored<ListValues[K]> | null> {
  if (name === 'calculators') {
    const meta = (await db.meta.get(cacheKey(name)))?.value as CalculatorsMeta | undefined;
    if (typeof meta?.at !== 'number') return null;
    const rows = (await db.configs.toArray()) as unknown as CalculatorWire[];
    const items = rows.sort((a, b) => b.default - a.default || a.id - b.id);
    return { value: { items, limit: meta.limit } as ListValues[K], at: meta.at };
  }
  const row = (await db.meta.get(cacheKey(name)))?.value;
  // a copy in another shape (an older version of the app) is as good as none: the next pull rewrites it
  return isStored(row) ? (row as Stored<ListValues[K]>) : null;
}

/**
 * Replaces the list kept on this device. The calculators' table is rewritten whole, in one transaction:
 * a calculator deleted elsewhere must not linger.
 */
export async function writeList<K extends ListName>(name: K, value: ListValues[K], at = Date.now()) {
  if (name === 'calculators') {
    const { items, limit } = value as ListValues['calculators'];
    await db.transaction('rw', db.configs, db.meta, async () => {
      await db.configs.clear();
      await db.configs.bulkPut(items.map((c): ConfigRow => ({ ...c })));
      await db.meta.put({ key: cacheKey(name), value: { limit, at } satisfies CalculatorsMeta });
    });
    return;
  }
  await db.meta.put({ key: cacheKey(name), value: { value, at } satisfies Stored<ListValues[K]> });
}

/** Where estimates kept their own copies before this module (per company, never emptied on sign-out). */
const LEGACY_PREFIX = 'glad.smety.';

/** Drops those older copies: the lists live here now, and another user must not find them. */
export function forgetLegacyCopies(storage: Storage | undefined = globalThis.localStorage) {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(LEGACY_PREFIX)) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}
