import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 4310);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'glad-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` when installed (the same Chromium without the
 * desktop browser around it: about half the CPU per page load and per axe run on our 2-core machine,
 * decision 0037), else Debian's `chromium`. `CHROMIUM_PATH` overrides both. Benchmarks use the full browser.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export default defineConfig({
  testDir: './e2e',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    trace: 'off',
    // Installing the service worker precaches the whole build (~180 files) in every new context: only the
    // specs about offline use and updates let it in (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'desktop', use: { ...devices['Desktop Chrome'], channel: undefined } }],
  webServer: {
    command: 'node --import tsx ../server/src/main.ts',
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ALTCHA_MAX_NUMBER: '5000',
      // Many sign-ins a minute from one address; the limits themselves are covered by the API tests.
      RATE_LIMIT: '0',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      // Card payments against the local service speaking YooKassa's protocol (plan-payment.spec.ts).
      DEV_YOOKASSA: '1',
      // A platform admin for the admin area's journey (admin.spec.ts): admin from his registration on.
      ADMIN_EMAILS: 'e2e-admin@example.com',
    },
  },
});
