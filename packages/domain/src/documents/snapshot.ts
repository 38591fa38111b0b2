import type { EstimateDocument } from '../estimate/types.js';
import { formatDate } from '../format/date.js';
import { unitLabels } from '../pricing/labels.js';
import { roomsTable, rowsTable } from './fields.js';
import type { DocBlock, EstimateSnapshot } from './types.js';

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

/** An estimate a client reads as blocks (its title and date, rooms, rows and totals): the link's page and PDF. */
export function snapshotBlocks(estimate: EstimateSnapshot): DocBlock[] {
  const blocks: DocBlock[] = [
    { type: 'heading', level: 1, align: 'left', runs: [{ text: estimate.title.trim() || 'Смета' }] },
  ];
  if (estimate.date) {
    blocks.push({ type: 'paragraph', align: 'left', runs: [{ text: `от ${formatDate(estimate.date)}` }] });
  }
  if (estimate.rooms.length) {
    blocks.push({ type: 'heading', level: 2, align: 'left', runs: [{ text: 'Помещения' }] });
    blocks.push(roomsTable(estimate));
  }
  blocks.push({ type: 'heading', level: 2, align: 'left', runs: [{ text: 'Работы и материалы' }] });
  blocks.push(rowsTable(estimate));
  if (estimate.unmeasured.length) {
    blocks.push({ type: 'heading', level: 2, align: 'left', runs: [{ text: 'Ещё не замерено' }] });
    blocks.push({
      type: 'list',
      ordered: false,
      items: estimate.unmeasured.map((u) => [{ text: u.note ? `${u.name}: ${u.note}` : u.name }]),
    });
  }
  return blocks;
}
