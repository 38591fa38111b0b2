/**
 * What every browser benchmark does before it measures: the full Chromium started the same way, the demo
 * owner signed in, and a page or context that starts signed in (the tokens in localStorage, as the app
 * keeps them after its login form).
 */
import { type Browser, type BrowserContext, chromium, type Page } from '@playwright/test';
import { chromiumArgs } from '../playwright.config.js';

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
/** The tests' flags (playwright.config.ts): the same Chromium, started the same way. */
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
