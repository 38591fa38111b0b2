import { calcRowsSchema, tokenPair } from '@glad/contracts';
import {
  buildOutline,
  type Calculation,
  type DiagonalInput,
  type OutlineResult,
  proposeDiagonals,
  type Turn,
} from '@glad/domain';
import { expect } from 'vitest';
import type { App } from '../../src/app.js';
import { readAs } from './app.js';
import { pull } from './records.js';

/**
 * How long a test that seeds the demo company may take. Seeding writes ~40 priced projects with their rooms,
 * estimates, events and money through the real services: ~6 s on PGlite on a quiet 2-core machine, and up to
 * five times that while the CI's other worker and builds share the cores (31 s seen), past the default 30 s.
 * A guard against a hang, not a speed check.
 */
export const DEMO_SEED_TIMEOUT_MS = 180_000;

// biome-ignore lint/suspicious/noExplicitAny: records are read freely, as the app reads them
export type Wire = Record<string, any> & { id: number };

/** Signs in through the API with a password; the caller's headers. */
export async function signIn(app: App, email: string, password: string) {
  const res = await app.inject({ method: 'POST', url: '/api/login/', payload: { email, password } });
  expect(res.statusCode, res.body).toBe(200);
  const body = readAs(res, tokenPair);
  expect(body.res).toBe(true);
  return { headers: { authorization: `Bearer ${body.accessToken}` } };
}

/** Every live record of the caller's company by table, as a device's first pull brings them. */
export async function pullAll(app: App, who: { headers: Record<string, string> }) {
  const tables: Record<string, Wire[]> = {};
  let cursor = 0;
  for (;;) {
    const page = await pull(app, who, cursor, 10_000);
    for (const change of page.changes) {
      if (change.deleted || !change.data) continue;
      const rows = tables[change.table] ?? [];
      rows.push({ ...change.data, id: change.id } as Wire);
      tables[change.table] = rows;
    }
    cursor = page.cursor;
    if (!page.hasMore) break;
  }
  return tables;
}

/** The calculation saved on a draft, read the way the app's estimate reads it (groups by the schema). */
export function savedCalculation(row: Wire): Calculation {
  const shape = calcRowsSchema.shape;
  return {
    main: shape.main.parse(row.main),
    other: shape.other.parse(row.other),
    road: shape.road.parse(row.road),
    prochee: shape.prochee.parse(row.prochee),
    costs: shape.costs.parse(row.costs),
    scripts: shape.scripts.parse(row.scripts),
    calc: row.calc,
    type: row.type,
    schema: row.schema,
    currency: row.currency,
    sales: row.sales,
    saleSelect: row.saleSelect,
    markupSelect: row.markupSelect,
    counts: row.counts,
  };
}

/**
 * The outline the drawing screen builds again from a draft's stored readings (polygons.L1): in the
 * orthogonal mode from the sides and turns, else from sides and diagonals on the stored sketch.
 */
export function rebuildOutline(row: Wire): OutlineResult {
  const l1 = row.polygons.L1;
  const sides = l1.sides as number[];
  const curvedWalls = l1.curvedWalls;
  if (l1.mode === 'ortho')
    return buildOutline({ sides, orthogonal: { turns: l1.turns as Turn[] }, curvedWalls });
  // typed in the order the screen offers them: the proposed set for the sketch, each with its reading
  const stored = l1.diagonals as DiagonalInput[];
  const key = (a: string, b: string) => [a, b].sort().join('-');
  const length = new Map(stored.map((d) => [key(d.from, d.to), d.length]));
  const diagonals = proposeDiagonals(l1.sketch).map((p) => ({
    from: p.from,
    to: p.to,
    length: length.get(key(p.from, p.to)) ?? 0,
    ...(p.control ? { control: true } : {}),
  }));
  expect(diagonals.every((d) => d.length > 0)).toBe(true);
  return buildOutline({ sides, diagonals, sketch: l1.sketch, curvedWalls });
}

/** Which of the demo's room kinds a stored outline is. */
export function roomKind(row: Wire): string {
  const l1 = row.polygons.L1;
  const n = l1.coords.length;
  if (l1.curvedWalls.length > 0) return 'curve';
  if (n === 12) return 'poly12';
  if (l1.mode === 'measure' && n === 8) return 'bay';
  if (l1.mode === 'ortho' && n === 8) return 'T';
  if (l1.mode === 'ortho' && n === 6) return 'L';
  if (l1.mode === 'ortho' && n === 4) return 'rect';
  return `other-${l1.mode}-${n}`;
}
