/**
 * React's module names mapped to Preact 11's compat layer (decision 0045), for the build and for the web
 * unit tests, so both run what ships. Absolute paths: the workspace root's node_modules holds the Preact 10
 * that @fullcalendar bundles for its own rendering, and a bare `preact/compat` resolved from a library
 * installed at the root would find that one.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const preact = join(here, '..', 'node_modules', 'preact');

export const preactAliases = [
  { find: /^react$/, replacement: join(here, 'react-on-preact.mjs') },
  { find: /^react-dom$/, replacement: join(preact, 'compat/dist/compat.mjs') },
  { find: /^react-dom\/client$/, replacement: join(preact, 'compat/client.mjs') },
  { find: /^react\/jsx-runtime$/, replacement: join(preact, 'compat/jsx-runtime.mjs') },
  { find: /^react\/jsx-dev-runtime$/, replacement: join(preact, 'compat/jsx-dev-runtime.mjs') },
  { find: /^react-dom\/test-utils$/, replacement: join(preact, 'test-utils/dist/testUtils.mjs') },
];
