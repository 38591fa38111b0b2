import type { EstimateDocument } from '../estimate/types.js';
import { unitLabels } from '../pricing/labels.js';
import type { EstimateSnapshot } from './types.js';

/** The part of an estimate a client reads, as sent in a link or frozen in a document. */
export function estimateSnapshot(doc: EstimateDocument): EstimateSnapshot {
  const rooms = doc.blocks.flatMap((b) => b.rooms);
  return {
    title: doc.title,
    date: doc.header.date,
    rooms: rooms.map((r) => ({
      name: r.name,
      area: r.area,
      perimeter: r.perimeter,
      sketchSvg: doc.layout.showSketches ? r.sketchSvg : null,
    })),
    rows: doc.blocks.flatMap((b) =>
      b.rows.map((row) => ({
        block: b.title,
        name: row.name,
        quantity: doc.layout.showQuantity ? row.quantity : null,
        unit: doc.layout.showQuantity && row.unit ? unitLabels[row.unit] : null,
        price: doc.layout.showPrices ? row.price : null,
        amount: doc.layout.showPrices ? row.amount : null,
      })),
    ),
    totals: {
      subtotal: doc.totals.subtotal,
      markup: doc.totals.markup,
      discount: doc.totals.discount,
      minimumOrder: doc.totals.minimumOrder,
      rounding: doc.totals.rounding,
      total: doc.totals.total,
    },
    unmeasured: doc.unmeasured.map((u) => ({ name: u.name, note: u.note })),
  };
}
