/**
 * Scripts the browser benches run in the page, and the waits around them. The scripts are text: the
 * bundler that runs a bench would rename their inner functions.
 */
import type { Page } from '@playwright/test';

/** How long a first paint may take before the bench gives up, and how often it looks. */
const FIRST_PAINT_TIMEOUT_MS = 60_000;
const POLL_MS = 50;

/** Puts `rows` into the offline copy's object store `store` (IndexedDB «glad»), as a sync would leave them. */
export async function seedStore(page: Page, store: string, rows: unknown[]): Promise<number> {
  await page.evaluate((r) => {
    (window as unknown as { benchRows: unknown }).benchRows = r;
  }, rows);
  return (await page.evaluate(`new Promise((resolve, reject) => {
  const open = indexedDB.open('glad');
  open.onerror = () => reject(open.error);
  open.onsuccess = () => {
    const db = open.result;
    const tx = db.transaction(${JSON.stringify(store)}, 'readwrite');
    for (const item of window.benchRows) tx.objectStore(${JSON.stringify(store)}).put(item);
    tx.oncomplete = () => { db.close(); resolve(window.benchRows.length); };
    tx.onerror = () => reject(tx.error);
  };
})`)) as number;
}

/**
 * Installed before the page's scripts: when the first element matching `selector` is in the DOM and drawn
 * (window.benchFirst), and when the page's heading came (window.benchHeading, the app's own start).
 */
export const firstPaintProbe = (selector: string) => `(() => {
  const seen = () => {
    if (window.benchHeading === undefined && document.querySelector('h1')) window.benchHeading = performance.now();
    if (!document.querySelector(${JSON.stringify(selector)})) return false;
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => { window.benchFirst = performance.now(); };
      channel.port2.postMessage(0);
    });
    return true;
  };
  const observer = new MutationObserver(() => { if (seen()) observer.disconnect(); });
  document.addEventListener('DOMContentLoaded', () => observer.observe(document.body, { childList: true, subtree: true }));
})()`;

/** `runs` loads of `url` with firstPaintProbe installed: each load's first paint and heading, ms after navigation. */
export async function firstPaints(page: Page, url: string, selector: string, runs: number) {
  const times: number[] = [];
  const headings: number[] = [];
  for (let run = 0; run < runs; run++) {
    await page.goto(url);
    // polled: waitForFunction evaluates a string, which the app's CSP forbids
    let first: number | undefined;
    for (let waited = 0; first === undefined && waited < FIRST_PAINT_TIMEOUT_MS; waited += POLL_MS) {
      first = (await page.evaluate('window.benchFirst')) as number | undefined;
      if (first === undefined) await page.waitForTimeout(POLL_MS);
    }
    if (first === undefined) throw new Error(`no ${selector} on ${url}`);
    times.push(first);
    headings.push((await page.evaluate('window.benchHeading')) as number);
  }
  return { times, headings };
}

/**
 * Page script text: from now on every animation frame pushes [its start, its main-thread work] to
 * window.benchFrames until window.benchStop. A message posted in a frame's animation callback is handled
 * once that frame's rendering is done: its time minus the frame's start is the frame's work (input, React,
 * style, layout, paint).
 */
export const FRAME_TIMER = `const tick = (t) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => window.benchFrames.push([t, performance.now() - t]);
      channel.port2.postMessage(0);
      if (!window.benchStop) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);`;
