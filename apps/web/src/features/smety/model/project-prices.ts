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
 * one room is that draft's; blocks without a room (the rows of the whole project) are not any room's, and
 * a room not measured has no block, so no price (decision 0024).
 */
export function projectPrices(doc: EstimateDocument): ProjectPrices {
  const rooms = new Map<number, number>();
  for (const block of doc.blocks) {
    const [room, more] = block.rooms;
    if (room && !more && room.draftId !== null) rooms.set(room.draftId, block.subtotal);
  }
  return { total: doc.totals.total, rooms };
}
