import { mulDiv, toHundredths } from '../pricing/arithmetic.js';
import { type PartSums, partSums } from '../pricing/price-room.js';
import { type CalcGroup, calcGroups, type PricedLine, type PricingOptions } from '../pricing/types.js';

/**
 * The project rows of an estimate (decision 0015): rows of the road group, rows marked «на объект» — each
 * charged once for the whole project, however many rooms carry it.
 */

/** A room's lines and the options its markup and discount are taken with. */
export interface ProjectRoom {
  lines: readonly PricedLine[];
  options: PricingOptions;
}

/** The project lines of an estimate, each once, and their client sums. */
export interface ProjectPart {
  /** In group order, then in order of first appearance among the rooms. */
  lines: PricedLine[];
  /** Client sums; markup and discount are each line's room's options applied to that room's picks. */
  sums: PartSums;
  /** Σ installerAmount. */
  installer: number;
  /** Σ costAmount: the company's cost price of the project rows. */
  cost: number;
}

/**
 * Which lines are the same project row: the same price item; a custom row by its name, unit and price
 * (a percent row by its name and percentage).
 */
export function projectKey(line: PricedLine): string {
  if (line.itemUid) return `item:${line.itemUid}`;
  if (line.percent) return `name:${line.name}|%|${line.percent.client}`;
  return `name:${line.name}|${line.unit}|${line.price}`;
}

const groupOrder = (group: CalcGroup | 'scripts') => calcGroups.indexOf(group as CalcGroup);

interface Pick {
  line: PricedLine;
  room: number;
  order: number;
}

/** A percent line again over `base` sums of the lines above it in the project block. */
function repricePercent(line: PricedLine, above: { client: number; installer: number; cost: number }) {
  const p = line.percent;
  if (!p) return line;
  const amount = mulDiv(above.client, toHundredths(p.client), 10_000);
  return {
    ...line,
    price: above.client,
    amount,
    installerAmount: mulDiv(above.installer, toHundredths(p.installer), 10_000),
    costAmount: mulDiv(above.cost, toHundredths(p.cost), 10_000),
    percent: { ...p, base: above.client, installerBase: above.installer, costBase: above.cost },
  };
}

/**
 * Each project row once: of the rooms carrying the same row the line with the largest quantity is taken
 * (the first on a tie) — one «Выезд замерщика» for three rooms, not three, and not their sum. Percent project
 * lines are taken again over the project lines above them, as `priceRoom` takes them within one room, so a
 * project of one room gives that room's figures exactly.
 */
export function projectPart(rooms: readonly ProjectRoom[]): ProjectPart {
  const picks = new Map<string, Pick>();
  rooms.forEach((room, index) => {
    for (const line of room.lines) {
      if (!line.perProject || line.group === 'scripts' || line.group === 'costs') continue;
      const key = projectKey(line);
      const seen = picks.get(key);
      if (!seen) picks.set(key, { line, room: index, order: picks.size });
      else if (line.quantity > seen.line.quantity) picks.set(key, { ...seen, line, room: index });
    }
  });
  const ordered = [...picks.values()].sort(
    (a, b) => groupOrder(a.line.group) - groupOrder(b.line.group) || a.order - b.order,
  );
  const above = { client: 0, installer: 0, cost: 0 };
  const byRoom = new Map<number, number>();
  const lines: PricedLine[] = [];
  for (const pick of ordered) {
    const line = repricePercent(pick.line, above);
    lines.push(line);
    above.client += line.amount;
    above.installer += line.installerAmount;
    above.cost += line.costAmount;
    byRoom.set(pick.room, (byRoom.get(pick.room) ?? 0) + line.amount);
  }
  const sums: PartSums = { subtotal: 0, markup: 0, discount: 0 };
  for (const [room, subtotal] of byRoom) {
    const part = partSums(subtotal, rooms[room]?.options ?? {});
    sums.subtotal += part.subtotal;
    sums.markup += part.markup;
    sums.discount += part.discount;
  }
  return { lines, sums, installer: above.installer, cost: above.cost };
}
