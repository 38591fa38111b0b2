/**
 * What every browser benchmark does before it measures: the full Chromium started the same way, the demo
 * owner signed in, and a page or context that starts signed in (the tokens in localStorage, as the app
 * keeps them after its login form).
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../e2e/browser-setup.js';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

const DEMO = { email: 'demo@example.com', password: 'demo12345' };
/** Sign-in is retried this many times, SIGN_IN_RETRY_MS apart: about two minutes for the demo seed. */
const SIGN_IN_TRIES = 240;
const SIGN_IN_RETRY_MS = 500;

/** The full browser (not the tests' headless shell). */
export const benchChromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
/** The tests' flags (e2e/browser-setup.ts): the same Chromium, started the same way. */
export const benchChromiumArgs = chromiumArgs;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: benchChromium, args: benchChromiumArgs });
}

/** The demo owner's tokens. The demo seed runs after the server answers its health check: retried until it exists. */
export async function signInDemo(url: string): Promise<Tokens> {
  for (let i = 0; ; i++) {
    const res = await fetch(`${url}/api/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(DEMO),
    });
    if (res.ok) return (await res.json()) as Tokens;
    if (i > SIGN_IN_TRIES) throw new Error(`the demo owner cannot sign in: ${res.status}`);
    await new Promise((r) => setTimeout(r, SIGN_IN_RETRY_MS));
  }
}

/** Run in the page: the tokens stored where the app keeps them after its login form. */
const store = (t: Tokens) => {
  localStorage.setItem('glad.accessToken', t.accessToken);
  localStorage.setItem('glad.refreshToken', t.refreshToken);
};

/** Every page of `target` (a page, or all pages of a context) starts with `tokens` stored: signed in. */
export async function keepSignedIn(target: Page | BrowserContext, tokens: Tokens): Promise<void> {
  if ('goto' in target) await target.addInitScript(store, tokens);
  else await target.addInitScript(store, tokens);
}

/**
 * Signed in without the app loading first: `tokens` stored in `page`'s localStorage from a JSON address of
 * `origin`, so neither the app nor its service worker runs before what the bench measures.
 */
export async function storeTokens(page: Page, origin: string, tokens: Tokens): Promise<void> {
  await page.goto(`${origin}/api/health`);
  await page.evaluate(store, tokens);
}

/** When a page's first record was in the DOM, drawn, and its heading in the DOM (ms from navigation start). */
export interface FirstRecord {
  /** the first link to a record (`/clients/123`) in the DOM */
  row: number;
  /** the frame with that link drawn: the main thread's first task after it */
  painted: number;
  /** the page's first <h1> in the DOM (the shell and the route's code, before any data) */
  heading: number;
}

/**
 * Run in the page from its start (`addInitScript(watchFirstRecord, '/clients/')`): notes on `window` when the
 * first link to a record under `prefix` and the first <h1> enter the DOM, and when the frame drawing the link
 * has run (the next frame's callbacks run before it is drawn; a task queued from them runs after).
 */
export const watchFirstRecord = (prefix: string) => {
  const w = window as { firstRow?: number; rowPainted?: number; firstHeading?: number };
  const record = new RegExp(`^${prefix}\\d+$`);
  const observer = new MutationObserver(() => {
    if (w.firstHeading === undefined && document.querySelector('h1')) w.firstHeading = performance.now();
    for (const a of document.querySelectorAll(`a[href^="${prefix}"]`)) {
      if (!record.test(a.getAttribute('href') ?? '')) continue;
      w.firstRow = performance.now();
      requestAnimationFrame(() => setTimeout(() => (w.rowPainted = performance.now())));
      observer.disconnect();
      return;
    }
  });
  observer.observe(document, { childList: true, subtree: true });
};

/** What `watchFirstRecord` noted in `page`, once the first record's frame has been drawn. */
export async function firstRecordTimes(page: Page): Promise<FirstRecord> {
  await page.waitForFunction(() => (window as { rowPainted?: number }).rowPainted, null, { timeout: 60_000 });
  return page.evaluate(() => {
    const w = window as { firstRow?: number; rowPainted?: number; firstHeading?: number };
    return {
      row: w.firstRow ?? Number.NaN,
      painted: w.rowPainted ?? Number.NaN,
      heading: w.firstHeading ?? Number.NaN,
    };
  });
}
