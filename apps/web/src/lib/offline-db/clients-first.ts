import { compileSearch, searchSpecs } from '@glad/domain';
import { byClientName, firstClients, searchClients } from './queries';
import { db } from './schema';
import { isCached } from './search-cache';
import { candidateIds, candidatePrefixes } from './search-index';
import type { ClientRow } from './types';

/** Candidates up to this many are read whole and sorted: one read of a screen's worth of rows. */
const FIRST_RESULTS_BATCH = 100;

/**
 * The first `limit` clients matching `query`, in list order, and whether that is every match: what the
 * clients list shows while `searchClients` reads every match. On a cold table (not in memory) it reads the
 * candidates' ids from the `_words` index; up to a batch of them are read whole and sorted, more are
 * taken in list order from the `_name` index's keys, so a word 3,000 of 10,000 clients share answers from
 * about `limit` rows, not 3,000.
 */
export async function searchClientsFirst(
  query: string,
  limit: number,
): Promise<{ rows: ClientRow[]; complete: boolean }> {
  const described = candidatePrefixes(query);
  if (!described) {
    // no words: the list itself, whose start is one short read of the `_name` index
    const rows = await firstClients(limit + 1);
    return { rows: rows.slice(0, limit), complete: rows.length <= limit };
  }
  if (isCached(db.clients)) {
    const all = await searchClients(query);
    return { rows: all.slice(0, limit), complete: all.length <= limit };
  }
  // the count also makes a live query over this depend on the whole table
  const [candidates, total] = await Promise.all([candidateIds(db.clients, described), db.clients.count()]);
  const matches = compileSearch(query, searchSpecs.clients);
  let rows: ClientRow[];
  if (candidates.length <= FIRST_RESULTS_BATCH) {
    rows = (await db.clients.bulkGet(candidates)).filter((row): row is ClientRow => !!row && matches(row));
    rows.sort(byClientName);
  } else rows = await firstInNameOrder(new Set(candidates), matches, limit, total);
  return { rows: rows.slice(0, limit), complete: rows.length <= limit };
}

/**
 * The first `limit + 1` of `wanted` that match, in list order (fewer when there are no more). It reads the
 * list order's keys only as far down as that many candidates would lie were they spread evenly, twice
 * over (all of them when that falls short), and the candidates' rows a few at a time.
 */
async function firstInNameOrder(
  wanted: ReadonlySet<number>,
  matches: (row: ClientRow) => boolean,
  limit: number,
  total: number,
): Promise<ClientRow[]> {
  const rows: ClientRow[] = [];
  let walked = 0;
  const walk = async (order: number[]) => {
    const ids = order.slice(walked).filter((id) => wanted.has(id));
    walked = order.length;
    for (let at = 0; at < ids.length && rows.length <= limit; ) {
      // as many as are still needed: a candidate nearly always matches
      const batch = ids.slice(at, at + limit + 1 - rows.length);
      at += batch.length;
      for (const row of await db.clients.bulkGet(batch)) if (row && matches(row)) rows.push(row);
    }
  };
  const span = Math.ceil((2 * (limit + 1) * total) / wanted.size);
  if (span < total) await walk(await db.clients.orderBy('_name').limit(span).primaryKeys());
  if (rows.length <= limit && walked < total) await walk(await db.clients.orderBy('_name').primaryKeys());
  return rows;
}
