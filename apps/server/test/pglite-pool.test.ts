import { afterAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../src/db/client.js';
import { createCompanyWithOwner } from '../src/modules/company/create-company.js';
import { emptyToMigrated, migratedCopy, pgliteClient, tablesOf, takePglite } from './helpers/pglite-pool.js';

/* The PGlite run only (vitest.config.ts): the PostgreSQL run copies a template database for each file. */

/** What a test could see of a database: every table's row count, the tariffs, every sequence's position. */
async function visibleState(database: Database) {
  const client = pgliteClient(database);
  const counts: Record<string, number> = {};
  for (const name of await tablesOf(client)) {
    const { rows } = await client.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${name}`);
    counts[name] = rows[0]!.n;
  }
  const tariffs = (await client.query('SELECT * FROM tariffs ORDER BY id')).rows;
  const sequences = (
    await client.query(
      `SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY sequencename`,
    )
  ).rows;
  return { counts, tariffs, sequences };
}

const fresh = await openDatabase({
  dataDir: 'memory://',
  pgliteDump: await migratedCopy(),
});
afterAll(() => fresh.close());

describe('a PGlite database given back by a test file', () => {
  it('is emptied to the migrated copy: the same rows, tariffs and sequence positions as a new one', async () => {
    const used = await takePglite();
    await used.db.transaction((tx) =>
      createCompanyWithOwner(tx, {
        companyName: 'Потолки',
        name: 'Иван',
        email: 'pool@example.com',
        phone: '+79991234567',
        password: 'secret-pass-1',
      }),
    );
    // the one sequence no column owns
    await pgliteClient(used).query(`SELECT nextval('payouts_id_seq')`);
    const before = await visibleState(used);
    expect(before.counts.companies).toBe(1);
    expect(before.counts.statuses).toBeGreaterThan(0);

    await emptyToMigrated(used);
    expect(await visibleState(used)).toEqual(await visibleState(fresh));
    await used.close();
  });

  it('is the one the next test app gets', async () => {
    const first = await takePglite();
    const client = pgliteClient(first);
    await first.close();
    const second = await takePglite();
    expect(pgliteClient(second)).toBe(client);
    expect(await visibleState(second)).toEqual(await visibleState(fresh));
    await second.close();
  });
});
