import { useState } from 'react';

/**
 * Whether a lazily loaded dialog has been opened at least once. Its code comes with the first opening; from
 * then on it stays mounted, so that closing it keeps its transition.
 */
export function useOpenedOnce(opened: boolean): boolean {
  const [used, setUsed] = useState(false);
  // set during render, as React allows for state derived from a prop: no extra effect pass
  if (opened && !used) setUsed(true);
  return used || opened;
}
