// API tests against the real server: on PGlite always, and on PostgreSQL as well when DATABASE_URL is set.
import { spawnSync } from 'node:child_process';

// Two files at a time on both databases: on PGlite the server and its database run inside the test process;
// on PostgreSQL the test process waits on the database server for much of a file (one file at a time
// 138 s, two 91 s on this 2-core machine: decision 0055).
const runs = [{ label: 'PGlite', env: { TEST_DB: 'pglite' }, args: ['--maxWorkers=2'] }];
if (process.env.DATABASE_URL)
  runs.push({ label: 'PostgreSQL', env: { TEST_DB: 'postgres' }, args: ['--maxWorkers=2'] });

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
