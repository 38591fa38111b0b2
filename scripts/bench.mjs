// npm run bench: every benchmark, one after another, each printing its figures. Nothing here asserts.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const benches = [
  ['geometry', 'packages/domain/bench/geometry.bench.ts'],
  ['pricing', 'packages/domain/bench/pricing.bench.ts'],
  ['project estimate', 'packages/domain/bench/estimate.bench.ts'],
  ['server cold start', 'apps/server/bench/cold-start.bench.ts'],
  ['demo company', 'apps/server/bench/demo-seed.bench.ts'],
  ['server HTTP', 'apps/server/bench/http.bench.ts'],
  ['input check', 'apps/server/bench/input-check.bench.ts'],
  ['calendar live changes', 'apps/server/bench/live.bench.ts'],
  ['calendar month', 'apps/web/bench/calendar.bench.ts'],
  ['reports', 'apps/server/bench/reports.bench.ts'],
  ['web JS size', 'apps/web/bench/js-size.bench.ts'],
  ['lighthouse', 'apps/web/bench/lighthouse.bench.ts'],
  ['home blocking time', 'apps/web/bench/blocking.bench.ts'],
  ['calc editor', 'apps/web/bench/calc.bench.ts'],
  ['web sync', 'apps/web/bench/sync.bench.ts'],
  ['estimate PDF', 'apps/web/bench/pdf.bench.ts'],
  ['documents', 'apps/server/bench/documents.bench.ts'],
  ['client link page', 'apps/server/bench/client-link.bench.ts'],
  ['projects board', 'apps/web/bench/board.bench.ts'],
];
const only = process.argv.slice(2);

const build = spawnSync('npm', ['run', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

let failed = 0;
for (const [name, file] of benches) {
  if (only.length && !only.some((o) => name.includes(o))) continue;
  if (!existsSync(file)) continue;
  console.log(`\n## ${name}`);
  const r = spawnSync('npx', ['tsx', file], { stdio: 'inherit' });
  if (r.status !== 0) failed += 1;
}
process.exit(failed ? 1 : 0);
