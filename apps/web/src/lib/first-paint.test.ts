// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/*
 * afterFirstPaint in a browser with paint timing: jsdom has none, so a stand-in PerformanceObserver reports
 * the paint entries the test hands it, and the page's visibility is what the test says.
 */

let visibility: DocumentVisibilityState = 'visible';
let report: (name: string) => void = () => undefined;

class StandInObserver {
  static supportedEntryTypes = ['paint'];
  constructor(private readonly callback: (list: { getEntries: () => { name: string }[] }) => void) {}
  observe() {
    report = (name) => this.callback({ getEntries: () => [{ name }] });
  }
  disconnect() {
    report = () => undefined;
  }
}

/** A new start: the module evaluated anew, its wait not begun. */
async function start() {
  vi.resetModules();
  const paint = await import('./first-paint');
  let resolved = false;
  void paint.afterFirstPaint().then(() => {
    resolved = true;
  });
  return { paint, resolved: () => resolved };
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('PerformanceObserver', StandInObserver);
  visibility = 'visible';
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => visibility });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPaint on a shown page', () => {
  it('waits for the first contentful paint past a second, not for the timer', async () => {
    const { paint, resolved } = await start();
    report('first-paint');
    await vi.advanceTimersByTimeAsync(paint.FIRST_PAINT_WAIT_MS * 2);
    expect(resolved()).toBe(false);
    report('first-contentful-paint');
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved()).toBe(true);
    expect(paint.hasPainted()).toBe(true);
  });

  it('goes on after SHOWN_PAGE_PAINT_WAIT_MS when no text is ever painted', async () => {
    const { paint, resolved } = await start();
    await vi.advanceTimersByTimeAsync(paint.SHOWN_PAGE_PAINT_WAIT_MS - 1);
    expect(resolved()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(resolved()).toBe(true);
  });

  it('goes on at once when the tab is put in the background before its paint', async () => {
    const { resolved } = await start();
    visibility = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved()).toBe(true);
  });
});

describe('afterFirstPaint in a tab opened in the background', () => {
  it('goes on at once: the tab paints nothing until it is shown, its sync does not wait', async () => {
    visibility = 'hidden';
    const { resolved } = await start();
    await vi.advanceTimersByTimeAsync(0);
    expect(resolved()).toBe(true);
  });
});
