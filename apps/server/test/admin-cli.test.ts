import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { type DbOptions, openDatabase } from '../src/db/client.js';
import { platformEvents, users } from '../src/db/schema/index.js';
import { testDbKind } from './helpers/app.js';
import { migratedCopy } from './helpers/pglite-pool.js';
import { createScratchDatabase } from './helpers/scratch-db.js';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('../', import.meta.url));

/** The CLI's own database: a PGlite folder (the server is not running) or a new PostgreSQL database. */
async function cliDatabase(): Promise<{
  opts: DbOptions;
  env: Record<string, string>;
  drop: () => Promise<void>;
}> {
  if (testDbKind === 'postgres') {
    const scratch = await createScratchDatabase(process.env.DATABASE_URL!, 'glad_cli');
    return { opts: { databaseUrl: scratch.url }, env: { DATABASE_URL: scratch.url }, drop: scratch.drop };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'glad-cli-'));
  // the folder starts as a copy of the database global-setup.ts migrated, not migrated again from nothing
  await (await openDatabase({ dataDir: dir, pgliteDump: await migratedCopy() })).close();
  return {
    opts: { dataDir: dir },
    env: { DATABASE_URL: '', DATA_DIR: dir },
    drop: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

const db = await cliDatabase();
afterAll(() => db.drop());

async function cli(...args: string[]) {
  try {
    // what `npm run admin --` runs (package.json), without npm's own start-up
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/admin-cli.ts', ...args], {
      cwd: serverDir,
      env: { ...process.env, ...db.env },
    });
    return { code: 0, out: stdout + stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, out: e.stdout + e.stderr };
  }
}

async function withDb<T>(fn: (d: Awaited<ReturnType<typeof openDatabase>>['db']) => Promise<T>) {
  const database = await openDatabase(db.opts);
  try {
    return await fn(database.db);
  } finally {
    await database.close();
  }
}

describe('npm run admin -- grant | revoke EMAIL', () => {
  it('grants and revokes the admin right, logs both, reports unknown users and bad usage', async () => {
    const id = await withDb(async (d) => {
      const [row] = await d
        .insert(users)
        .values({ email: 'Chief@Example.com', passwordHash: 'x' })
        .returning();
      return row!.id;
    });
    const granted = await cli('grant', 'chief@example.com');
    expect(granted).toEqual({ code: 0, out: expect.stringContaining('права администратора выданы') });
    expect(await withDb(async (d) => (await d.select().from(users).where(eq(users.id, id)))[0]!.admin)).toBe(
      true,
    );
    expect((await cli('grant', 'chief@example.com')).out).toContain('ничего не изменилось');
    const revoked = await cli('revoke', 'chief@example.com');
    expect(revoked).toEqual({ code: 0, out: expect.stringContaining('права администратора сняты') });
    const missing = await cli('grant', 'ghost@example.com');
    expect(missing).toEqual({
      code: 1,
      out: expect.stringContaining('ghost@example.com: пользователь не найден'),
    });
    const usage = await cli('promote', 'chief@example.com');
    expect(usage).toEqual({ code: 2, out: expect.stringContaining('Использование: npm run admin') });
    await withDb(async (d) => {
      const [user] = await d.select().from(users).where(eq(users.id, id));
      expect(user!.admin).toBe(false);
      const log = await d.select().from(platformEvents).orderBy(platformEvents.id);
      expect(log.map((e) => [e.kind, e.userId, e.actorId, e.details])).toEqual([
        ['admin_grant', id, null, { via: 'командная строка' }],
        ['admin_revoke', id, null, { via: 'командная строка' }],
      ]);
    });
    // Five runs of a separate process (tsx, the database's start) on a shared machine.
  }, 120_000);
});
