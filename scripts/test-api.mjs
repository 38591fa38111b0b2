// API tests against the real server: on PGlite always, and on PostgreSQL as well when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

const runs = [{ label: 'PGlite', env: { TEST_DB: 'pglite' } }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', env: { TEST_DB: 'postgres' } });

for (const run of runs) {
  console.log(`\n=== API tests on ${run.label} ===`);
  const result = spawnSync('npx', ['vitest', 'run', '--project', 'server', ...process.argv.slice(2)], {
    stdio: 'inherit',
    env: { ...process.env, ...run.env },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
