import { defineProject } from 'vitest/config';

export default defineProject({
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'node',
    // A guard against a hang, not a speed limit: property tests run hundreds of cases (decision 0042).
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
  },
});
