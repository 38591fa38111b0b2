import type { EstimateDocument } from '@glad/domain';

/** What a project's page shows of its client estimate: the total and each room's own sum. */
export interface ProjectPrices {
  /** «Итого к оплате», kopecks. */
  total: number;
  /** Per draft id: the sum of the room's own rows, kopecks (the project's own rows and totals aside). */
  rooms: ReadonlyMap<number, number>;
}

/**
 * The prices of a project read off its client estimate built room by room (SMETA_POM on): each block with
 * one room is that room, in the order of the drafts that go into the estimate; blocks without a room (the
 * rows of the whole project) are not any room's. `includedIds` are those drafts' ids, in that order.
 */
export function projectPrices(doc: EstimateDocument, includedIds: readonly number[]): ProjectPrices {
  const rooms = new Map<number, number>();
  let next = 0;
  for (const block of doc.blocks) {
    if (block.rooms.length !== 1) continue;
    const id = includedIds[next++];
    if (id !== undefined) rooms.set(id, block.subtotal);
  }
  return { total: doc.totals.total, rooms };
}
