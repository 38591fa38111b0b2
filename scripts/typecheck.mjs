// npm run typecheck: every workspace's tsc, two at a time (CI has two cores; each tsc uses one).
import { spawn } from 'node:child_process';

const projects = ['apps/web', 'apps/server', 'packages/domain', 'packages/contracts'];
const run = (project) =>
  new Promise((resolve) => {
    const child = spawn('npx', ['tsc', '-p', project, '--noEmit'], { stdio: 'inherit' });
    child.on('exit', (code) => resolve(code ?? 1));
  });

let failed = 0;
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    for (let p = queue.shift(); p; p = queue.shift()) if ((await run(p)) !== 0) failed += 1;
  }),
);
process.exit(failed ? 1 : 0);
