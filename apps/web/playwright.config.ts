import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath, TIME_ZONE } from './e2e/browser-setup';

const port = Number(process.env.E2E_PORT ?? 4310);

// The tests work out dates in the browser's zone (e2e/browser-setup.ts); the server keeps the zone it had
// (the machine's, UTC on CI). Remembered for the workers, which load this file again with TZ set.
const serverTimeZone = process.env.E2E_SERVER_TZ ?? process.env.TZ ?? 'UTC';
process.env.E2E_SERVER_TZ = serverTimeZone;
process.env.TZ = TIME_ZONE;
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'glad-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

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
    timezoneId: TIME_ZONE,
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
      TZ: serverTimeZone,
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
