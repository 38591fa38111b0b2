import { eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.js';
import { companies } from '../../db/schema/index.js';
import { CHANGES_CHANNEL } from '../../plugins/changes.js';
import { notFound } from '../errors.js';
import { type Access, loadAccess } from '../rights.js';

/**
 * Raises the company's change counter; the row lock it takes orders the company's writes. The same
 * statement announces the new version (plugins/changes.ts): the database delivers it on commit.
 */
async function bumpVersion(tx: Tx, companyId: number): Promise<number> {
  const [row] = await tx
    .update(companies)
    .set({ version: sql`${companies.version} + 1` })
    .where(eq(companies.id, companyId))
    .returning({
      version: companies.version,
      announced: sql`pg_notify(${CHANGES_CHANNEL}, ${companies.id}::text || ':' || ${companies.version}::text)`,
    });
  if (!row) throw notFound('Компания не найдена');
  return row.version;
}

/**
 * One write transaction of a company. It starts by raising the company's version (`UPDATE … RETURNING`):
 * that row lock makes the company's writers wait for each other, so versions are handed out in commit order
 * and a pull that sees version v has also seen every version below it. Every changed row takes its own
 * version, so a pull page may end between any two rows.
 */
export class WriteCtx {
  private constructor(
    readonly tx: Tx,
    readonly companyId: number,
    readonly userId: number,
    /** the writer's rights: what records/access.ts lets this write change */
    readonly access: Access,
    private readonly state: { pending: number | null },
  ) {}

  /** `access`: the writer's rights as the request carried them; read from the user row when not given. */
  static async begin(tx: Tx, companyId: number, userId: number, access?: Access): Promise<WriteCtx> {
    const first = await bumpVersion(tx, companyId);
    return new WriteCtx(tx, companyId, userId, access ?? (await loadAccess(tx, userId)), { pending: first });
  }

  /** The same write, inside a savepoint. */
  withTx(tx: Tx): WriteCtx {
    return new WriteCtx(tx, this.companyId, this.userId, this.access, this.state);
  }

  /** The version for the next changed row. */
  async nextVersion(): Promise<number> {
    const pending = this.state.pending;
    if (pending !== null) {
      this.state.pending = null;
      return pending;
    }
    return bumpVersion(this.tx, this.companyId);
  }
}

/** Runs `fn` in one write transaction of the company, with the writer's rights (read when not given). */
export function withWrite<T>(
  db: Db,
  companyId: number,
  userId: number,
  fn: (ctx: WriteCtx) => Promise<T>,
  access?: Access,
) {
  return db.transaction(async (tx) => fn(await WriteCtx.begin(tx, companyId, userId, access)));
}
