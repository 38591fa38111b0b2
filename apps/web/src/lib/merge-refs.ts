/**
 * One callback ref that hands the element to several refs: what Mantine's ScrollArea imports
 * `useMergeRefs` from @floating-ui/react for (decision 0047). Served in its place to ScrollArea only
 * (`scroll-area-refs.ts`), so the sidebar, dialogs and tables do not bring the whole positioning library
 * (≈ 15 KiB gzip) to every page; menus, popovers and tooltips still use the library itself.
 */
import { type Ref, type RefCallback, useMemo } from 'react';

type Cleanup = () => void;

/** Gives `node` to one ref; returns how to take it back (the ref's own cleanup when it returned one). */
function attach<T>(ref: Ref<T> | undefined, node: T): Cleanup | undefined {
  if (ref == null) return undefined;
  if (typeof ref === 'function') {
    const cleanup = ref(node);
    return typeof cleanup === 'function' ? cleanup : () => ref(null);
  }
  ref.current = node;
  return () => {
    ref.current = null;
  };
}

/** A stable callback ref (while `refs` keep their identities), or null when there is no ref to feed. */
export function useMergeRefs<T>(refs: ReadonlyArray<Ref<T> | undefined>): RefCallback<T> | null {
  return useMemo(() => {
    if (refs.every((ref) => ref == null)) return null;
    let detach: Cleanup[] = [];
    return (node: T | null) => {
      for (const undo of detach) undo();
      detach = [];
      if (node == null) return;
      for (const ref of refs) {
        const undo = attach(ref, node);
        if (undo) detach.push(undo);
      }
    };
    // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies
  }, refs);
}
