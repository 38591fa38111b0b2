import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

const shim = fileURLToPath(new URL('../src/lib/merge-refs.ts', import.meta.url));
const scrollArea = /@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]/;

/**
 * Mantine's ScrollArea takes only `useMergeRefs` from @floating-ui/react; this serves it ours
 * (`src/lib/merge-refs.ts`) so a page with a scroll area, a dialog or a table does not load the positioning
 * library (decision 0047). Every other importer of @floating-ui/react gets the library.
 */
export function scrollAreaRefs(): Plugin {
  return {
    name: 'glad-scroll-area-refs',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === '@floating-ui/react' && importer && scrollArea.test(importer)) return shim;
      return null;
    },
  };
}
