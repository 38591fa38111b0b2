// API tests against the real server: on PGlite always, and on PostgreSQL as well when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

// On PGlite the server and its database run inside the test process: two files at a time use both cores. On
// PostgreSQL the database server takes the second core (decision 0042).
const runs = [{ label: 'PGlite', env: { TEST_DB: 'pglite' }, args: ['--maxWorkers=2'] }];
if (process.env.DATABASE_URL) runs.push({ label: 'PostgreSQL', env: { TEST_DB: 'postgres' }, args: [] });

for (const run of runs) {
  console.log(`\n=== API tests on ${run.label} ===`);
  const result = spawnSync(
    'npx',
    ['vitest', 'run', '--project', 'server', ...run.args, ...process.argv.slice(2)],
    {
      stdio: 'inherit',
      env: { ...process.env, ...run.env },
    },
  );
  if (result.status !== 0) process.exit(result.status ?? 1);
}
