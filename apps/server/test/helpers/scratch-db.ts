import { randomBytes } from 'node:crypto';
import pg from 'pg';

async function adminQuery(adminUrl: string, sql: string) {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** How long a drop waits for the server processes of connections just closed (they exit a moment later). */
const DROP_WAIT_MS = 10_000;

async function dropWhenFree(adminUrl: string, name: string) {
  const deadline = Date.now() + DROP_WAIT_MS;
  for (;;) {
    try {
      return await adminQuery(adminUrl, `DROP DATABASE IF EXISTS ${name}`);
    } catch (error) {
      // 55006 object_in_use: «is being accessed by other users»
      if ((error as { code?: string }).code !== '55006' || Date.now() > deadline) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/**
 * A new PostgreSQL database beside the one `adminUrl` names (empty, or a copy of `template`), for a test
 * run or a benchmark: its address and the way to drop it.
 */
export async function createScratchDatabase(adminUrl: string, prefix: string, template?: string) {
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => dropWhenFree(adminUrl, name),
  };
}
