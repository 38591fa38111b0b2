import { useEffect, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';
import { useUnsavedInput } from './unsaved-input';

/**
 * Leaving an editor that holds unsaved changes asks first: a link inside the app through the router's
 * blocker (the caller shows the question while `blocker.state` is `blocked`), a reload or a closed tab
 * through the browser's own question. The unsaved input is also registered, so a new version of the app
 * never reloads the page under it.
 */
export function useLeaveBlocker(dirty: boolean): { blocker: Blocker; leave: () => void } {
  useUnsavedInput(dirty);
  // The blocker reads the latest value: a save followed at once by navigation must not ask.
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const blocker = useBlocker(
    ({ currentLocation, nextLocation, historyAction }) =>
      dirtyRef.current &&
      // the editor's own address fixes (a new record got its id) replace; people push and go back
      historyAction !== 'REPLACE' &&
      (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // older browsers show the question only when returnValue is set
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [dirty]);

  /** Goes where the person was going, the changes saved or given up. */
  const leave = () => {
    dirtyRef.current = false;
    blocker.proceed?.();
  };
  return { blocker, leave };
}
