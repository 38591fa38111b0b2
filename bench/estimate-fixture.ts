/**
 * The estimate the benchmarks send (web: lighthouse's client link page; server: the client link page and
 * documents): 5 rooms and 20 rows of one block, as a manager's device builds it (`estimateSnapshotSchema`
 * of the contracts). Here, at the root, because web and server must not import each other.
 */
import type { estimateSnapshotSchema } from '@glad/contracts';
import type { z } from 'zod';

export type BenchEstimate = z.input<typeof estimateSnapshotSchema>;

/** A room's sketch as the device draws it: a quadrilateral and its label. */
const sketch = (i: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 300"><polygon points="0,0 400,0 400,${200 + i * 10} 0,300" fill="none" stroke="#000"/><text x="10" y="20">${i}</text></svg>`;

/** 5 rooms, 20 rows; `sketches: false` leaves the rooms without drawings. */
export function benchEstimate({ sketches }: { sketches: boolean }): BenchEstimate {
  const rows = Array.from({ length: 20 }, (_, i) => ({
    block: 'Все помещения',
    name: `Позиция ${i + 1}`,
    quantity: 10 + i,
    unit: 'м²',
    price: 45_000,
    amount: 45_000 * (10 + i),
  }));
  const total = rows.reduce((sum, r) => sum + r.amount, 0);
  return {
    title: 'Смета',
    date: '2026-11-20',
    rooms: Array.from({ length: 5 }, (_, i) => ({
      name: `Комната ${i + 1}`,
      area: 15 + i,
      perimeter: 16 + i,
      sketchSvg: sketches ? sketch(i) : null,
    })),
    rows,
    totals: { subtotal: total, markup: 0, discount: 0, minimumOrder: 0, rounding: 0, total },
    unmeasured: [],
  };
}
