// Browser tests in Debian's Chromium against the real server on PGlite, with the built SPA.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

// The headless shell when installed (see apps/web/playwright.config.ts), else the full browser.
const shell = '/usr/bin/chromium-headless-shell';
const chromium = process.env.CHROMIUM_PATH ?? (existsSync(shell) ? shell : '/usr/bin/chromium');
if (!existsSync(chromium)) {
  console.error(`Chromium не найден (${chromium}): установите пакет chromium (apt-get install chromium).`);
  process.exit(1);
}

const run = (cmd, args, opts = {}) => {
  const r = spawnSync(cmd, args, { stdio: 'inherit', ...opts });
  if (r.status !== 0) process.exit(r.status ?? 1);
};

run('npm', ['run', 'build']);
run('npx', ['playwright', 'test', ...process.argv.slice(2)], { cwd: 'apps/web' });
