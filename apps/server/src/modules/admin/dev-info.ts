import { execFileSync } from 'node:child_process';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AdminDev } from '@glad/contracts';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { migrationsFolder } from '../../db/client.js';

const serverRoot = fileURLToPath(new URL('../../../', import.meta.url));
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

let commit: string | null | undefined;
/** GIT_COMMIT when the deployment sets it, else asked of git once; null outside a checkout. */
function currentCommit(): string | null {
  if (commit !== undefined) return commit;
  try {
    commit =
      process.env.GIT_COMMIT ||
      execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], {
        cwd: serverRoot,
        encoding: 'utf8',
        stdio: 'pipe',
      }).trim();
  } catch {
    commit = null;
  }
  return commit;
}

async function countLetters(dir: string): Promise<number> {
  try {
    return (await readdir(dir)).filter((f) => f.endsWith('.eml')).length;
  } catch {
    return 0;
  }
}

/** The server's state for /dev/: build, database, migrations, the reminder queue, mail, process. */
export async function devInfo(app: FastifyInstance): Promise<AdminDev> {
  const pkg = JSON.parse(await readFile(path.join(serverRoot, 'package.json'), 'utf8')) as {
    version: string;
  };
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { when: number; tag: string }[];
  };
  const applied = rowsOf<{ created_at: string | number }>(
    await app.db.execute(sql`select created_at from drizzle.__drizzle_migrations order by created_at`),
  );
  const tags = new Map(journal.entries.map((e) => [e.when, e.tag]));
  const [size] = rowsOf<{ n: string | number }>(
    await app.db.execute(sql`select pg_database_size(current_database()) as n`),
  );
  const [jobs] = rowsOf<Record<string, number>>(
    await app.db.execute(sql`select
      count(*) filter (where sent_at is null and due_at <= now())::int as due,
      count(*) filter (where sent_at is null and attempts > 0)::int as failing,
      count(*) filter (where sent_at > now() - interval '1 day')::int as sent_today
      from reminder_jobs`),
  );
  const memory = process.memoryUsage();
  const { config } = app;
  return {
    version: pkg.version,
    commit: currentCommit(),
    node: process.version,
    uptime: process.uptime(),
    memory: { rss: memory.rss, heapUsed: memory.heapUsed, heapTotal: memory.heapTotal },
    db: { kind: config.databaseUrl ? 'postgres' : 'pglite', size: Number(size?.n ?? 0) },
    migrations: applied.map((m) => tags.get(Number(m.created_at)) ?? String(m.created_at)),
    jobs: {
      due: Number(jobs?.due ?? 0),
      failing: Number(jobs?.failing ?? 0),
      sentToday: Number(jobs?.sent_today ?? 0),
    },
    outbox: config.smtpUrl
      ? { smtp: true, files: 0, dir: null }
      : { smtp: false, files: await countLetters(config.outboxDir), dir: config.outboxDir },
  };
}
