import { defineProject } from 'vitest/config';
import { preactAliases } from './build/preact-aliases';
import { syncWorkerEntry } from './build/sync-worker';

export default defineProject({
  // the tests load what ships: React's modules served by Preact (decision 0045)
  resolve: { alias: preactAliases },
  // the sync worker's address (no worker starts in these tests: the engine runs on the main thread)
  plugins: [syncWorkerEntry(import.meta.dirname)],
  test: {
    name: 'web',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    environment: 'node',
    // A guard against a hang, not a speed limit: property tests run hundreds of cases (decision 0042).
    testTimeout: 30_000,
    setupFiles: ['./src/test-setup.ts'],
    // libraries with React hooks run through the aliases too, so their hooks are Preact's, as in the build
    server: { deps: { inline: ['dexie-react-hooks'] } },
  },
});
