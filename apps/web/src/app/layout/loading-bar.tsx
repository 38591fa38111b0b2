import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { onRequestsInFlight } from '../../lib/api-client';
import classes from './loading-bar.module.css';

/** How long the full bar stays once nothing is loading: long enough for its last stretch to be seen. */
const DONE_SHOWN_MS = 250;

/** Whether any request is in flight: renders when that changes, not at each request (a sync makes dozens). */
function useRequestsInFlight(): boolean {
  const [busy, setBusy] = useState(false);
  useEffect(() => onRequestsInFlight((count) => setBusy(count > 0)), []);
  return busy;
}

/**
 * The yellow 2 px bar at the top (docs/spec.md §9) while a page loads or any request is in flight. It creeps
 * towards the end by a CSS animation of its transform, since neither a page chunk nor a request tells how
 * long it will take; it renders only when loading starts or ends (decision 0070).
 */
export function LoadingBar() {
  const navigation = useNavigation();
  const busy = useRequestsInFlight() || navigation.state !== 'idle';
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (busy) {
      setShown(true);
      return;
    }
    const timer = setTimeout(() => setShown(false), DONE_SHOWN_MS);
    return () => clearTimeout(timer);
  }, [busy]);

  if (!busy && !shown) return null;
  return (
    <div
      className={classes.bar}
      role="progressbar"
      aria-label="Загрузка"
      data-state={busy ? 'running' : 'done'}
    >
      <div className={classes.section} />
    </div>
  );
}
