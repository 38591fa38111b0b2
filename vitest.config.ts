import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'domain',
          // A guard against a hang, not a speed limit: property tests run hundreds of cases (decision 0042).
          testTimeout: 30_000,
          include: ['packages/domain/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/fast-check-setup.ts'],
        },
      },
      {
        test: {
          name: 'contracts',
          // A guard against a hang, not a speed limit: property tests run hundreds of cases (decision 0042).
          testTimeout: 30_000,
          include: ['packages/contracts/src/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['./test/fast-check-setup.ts'],
        },
      },
      {
        test: {
          name: 'server',
          include: ['apps/server/test/**/*.test.ts'],
          // the PGlite test databases' own helper: the PostgreSQL run copies a template database instead
          exclude: process.env.TEST_DB === 'postgres' ? ['apps/server/test/pglite-*.test.ts'] : [],
          environment: 'node',
          globalSetup: ['./apps/server/test/global-setup.ts'],
          setupFiles: ['./test/fast-check-setup.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
          pool: 'forks',
          isolate: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
