import { and, asc, eq, gte, lte, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { idBlockCounter, idBlocks } from '../../db/schema/index.js';
import { queryRows } from '../sql-rows.js';
import type { WriteCtx } from './context.js';
import { tableDefs } from './tables.js';

/** Ids come in blocks of this many: block b covers b*1000 … b*1000+999. Block 0 is never handed out. */
export const ID_BLOCK_SIZE = 1000;

/**
 * Reserves enough consecutive blocks for `count` ids from the one global sequence (a single counter row,
 * so two callers never get the same block) and records them as the company's.
 */
export async function reserveIds(
  tx: Tx,
  companyId: number,
  count: number,
  kind: 'device' | 'server',
  userId: number | null,
) {
  const blocks = Math.max(1, Math.ceil(count / ID_BLOCK_SIZE));
  const [counter] = await tx
    .insert(idBlockCounter)
    .values({ id: 1, nextBlock: 1 + blocks })
    .onConflictDoUpdate({
      target: idBlockCounter.id,
      set: { nextBlock: sql`${idBlockCounter.nextBlock} + ${blocks}` },
    })
    .returning({ nextBlock: idBlockCounter.nextBlock });
  const firstBlock = counter!.nextBlock - blocks;
  const from = firstBlock * ID_BLOCK_SIZE;
  const to = (firstBlock + blocks) * ID_BLOCK_SIZE - 1;
  await tx.insert(idBlocks).values({
    companyId,
    fromId: from,
    toId: to,
    kind,
    nextId: kind === 'server' ? from : null,
    userId,
  });
  return { from, to };
}

/** Whether the id lies in a block the company reserved for its devices. */
export async function companyHoldsId(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const [row] = await tx
    .select({ from: idBlocks.fromId })
    .from(idBlocks)
    .where(
      and(
        eq(idBlocks.companyId, companyId),
        eq(idBlocks.kind, 'device'),
        lte(idBlocks.fromId, id),
        gte(idBlocks.toId, id),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * The next id for a record the server creates (REST calls, clones), from the company's server blocks.
 * Runs under the company's write lock, so no two writers take the same id.
 */
export async function allocateId(ctx: WriteCtx): Promise<number> {
  const [block] = await ctx.tx
    .select({ fromId: idBlocks.fromId, nextId: idBlocks.nextId })
    .from(idBlocks)
    .where(
      and(
        eq(idBlocks.companyId, ctx.companyId),
        eq(idBlocks.kind, 'server'),
        lte(idBlocks.nextId, idBlocks.toId),
      ),
    )
    .orderBy(asc(idBlocks.fromId))
    .limit(1);
  if (block?.nextId != null) {
    await ctx.tx
      .update(idBlocks)
      .set({ nextId: block.nextId + 1 })
      .where(and(eq(idBlocks.companyId, ctx.companyId), eq(idBlocks.fromId, block.fromId)));
    return block.nextId;
  }
  const fresh = await reserveIds(ctx.tx, ctx.companyId, ID_BLOCK_SIZE, 'server', null);
  await ctx.tx
    .update(idBlocks)
    .set({ nextId: fresh.from + 1 })
    .where(and(eq(idBlocks.companyId, ctx.companyId), eq(idBlocks.fromId, fresh.from)));
  return fresh.from;
}

/**
 * `count` consecutive ids for records the server makes in one go (the demo company): a block of their
 * own, the rest of which feeds `allocateId` later. Returns the first.
 */
export async function allocateIds(ctx: WriteCtx, count: number): Promise<number> {
  const { from } = await reserveIds(ctx.tx, ctx.companyId, count, 'server', null);
  await ctx.tx
    .update(idBlocks)
    .set({ nextId: from + count })
    .where(and(eq(idBlocks.companyId, ctx.companyId), eq(idBlocks.fromId, from)));
  return from;
}

/** Whether any synced table of the company already has a row with this id (ids are unique across tables). */
export async function idInUse(tx: Tx, companyId: number, id: number): Promise<boolean> {
  const parts = Object.values(tableDefs).map(
    (def) =>
      sql`(select 1 from ${def.table} where ${def.table.company_id} = ${companyId} and ${def.table.id} = ${id})`,
  );
  const query = sql`select exists(${sql.join(parts, sql` union all `)}) as used`;
  const [row] = await queryRows<{ used: boolean }>(tx, query);
  return row?.used === true;
}
