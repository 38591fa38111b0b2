import {
  type ComponentType,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useEffect,
  useState,
} from 'react';
import { afterFirstPaint, hasPainted } from '../lib/first-paint';

/** How long a part whose code could not come waits before asking again, unless the network returns first. */
export const PART_RETRY_MS = 5000;

/**
 * Renders its children once the page has painted its first text (`afterFirstPaint`), `fallback` until
 * then and while their code loads: what they load is asked for after the first paint, not before it
 * (decision 0058), each boundary in a task of its own (`ownTurn`, decision 0064). After the app's first
 * paint, it renders them at once: a page opened later shows no fallback for a frame.
 */
export function AfterFirstPaint({
  children,
  fallback = null,
}: {
  children: ReactNode;
  fallback?: ReactNode;
}) {
  const [shown, setShown] = useState(hasPainted);
  useEffect(() => {
    if (shown) return;
    let live = true;
    // one boundary a task: the parts of a page switching together were one task of 45–80 ms here
    void afterFirstPaint()
      .then(ownTurn)
      .then(() => {
        if (live) setShown(true);
      });
    return () => {
      live = false;
    };
  }, [shown]);
  return shown ? <Suspense fallback={fallback}>{children}</Suspense> : fallback;
}

let lastTurn: Promise<void> = Promise.resolve();

/**
 * Resolves in a task of its own, after every earlier call's: the parts whose code came together render
 * one per task, not all in one long task that holds the page's input (Lighthouse counts a task's time over
 * 50 ms on its phone as blocking).
 */
export function ownTurn(): Promise<void> {
  const turn = lastTurn.then(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
  lastTurn = turn;
  return turn;
}

/**
 * A component whose code comes after the first paint (`<AfterFirstPaint>` around it), rendered in its own
 * task (`ownTurn`). A load that fails (offline before the service worker kept the file) is tried again
 * when the network returns or after PART_RETRY_MS: the part shows its fallback meanwhile and never takes
 * the page down.
 */
export function lazyPart<P extends object>(
  load: () => Promise<ComponentType<P>>,
): LazyExoticComponent<ComponentType<P>> {
  const attempt = (): Promise<{ default: ComponentType<P> }> =>
    load().then(
      (component) => ownTurn().then(() => ({ default: component })),
      () => networkOrTimeout(PART_RETRY_MS).then(attempt),
    );
  return lazy(attempt);
}

/** Resolves when the browser says the network is back, or after `ms`, whichever comes first. */
function networkOrTimeout(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    window.addEventListener('online', done);
  });
}
