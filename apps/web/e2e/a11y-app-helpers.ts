import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { type Challenge, solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type axe from 'axe-core';

export interface Session {
  accessToken: string;
  refreshToken: string;
  email: string;
  password: string;
}

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Solves `GET /api/altcha/` the way the widget does (the e2e server uses a small cost). */
async function solveAltcha(request: APIRequestContext): Promise<string> {
  const res = await request.get('/api/altcha/');
  expect(res.status()).toBe(200);
  const challenge = (await res.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 20_000 });
  if (!solution) throw new Error('ALTCHA не решена');
  const payload = {
    challenge: { parameters: challenge.parameters, signature: challenge.signature },
    solution,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

/** A new company on the free plan, registered through the real API; its owner's session. */
export async function registerCompany(
  request: APIRequestContext,
  opts: { companyName?: string; name?: string; email?: string; password?: string } = {},
): Promise<Session> {
  const email = opts.email ?? `owner-${unique()}@example.com`;
  const password = opts.password ?? 'owner-pass-123';
  const res = await request.post('/api/registration/', {
    data: {
      companyName: opts.companyName ?? `Потолки ${unique()}`,
      name: opts.name ?? 'Ольга',
      email,
      phone: '+7 999 555-44-33',
      password,
      altcha: await solveAltcha(request),
    },
  });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { accessToken: string; refreshToken: string };
  return { accessToken: body.accessToken, refreshToken: body.refreshToken, email, password };
}

/** The demo owner's session (the e2e server seeds «Демо-потолки»). */
export async function loginDemo(request: APIRequestContext): Promise<Session> {
  const email = 'demo@example.com';
  const password = 'demo12345';
  const res = await request.post('/api/login/', { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
  const body = (await res.json()) as { accessToken: string; refreshToken: string };
  return { ...body, email, password };
}

/**
 * Puts the session where the app keeps it before any page script runs, once per tab: after a reload the
 * app's own (possibly rotated) tokens must stay, and a session the app ended must stay ended when the tab
 * then loads the login page (decision 0056).
 */
export async function signInPage(page: Page, session: Session) {
  await page.addInitScript(
    ([access, refresh]) => {
      if (sessionStorage.getItem('e2e.signedIn')) return;
      sessionStorage.setItem('e2e.signedIn', '1');
      if (!localStorage.getItem('glad.accessToken')) {
        localStorage.setItem('glad.accessToken', access);
        localStorage.setItem('glad.refreshToken', refresh);
      }
    },
    [session.accessToken, session.refreshToken] as const,
  );
}

const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

declare global {
  interface Window {
    axe?: typeof axe;
  }
}

/**
 * axe-core with the WCAG 2.x A and AA rules; the violations, for a readable failure. axe-core runs straight in
 * the page (decision 0042): injected once per document, and no blank page opened to merge frame results, as
 * `@axe-core/playwright` does on every call — that took three quarters of each check's time. The app has no
 * frames, so none are waited for; only violations are collected in full. Finite animations end first.
 */
export async function axeViolations(page: Page) {
  // What a person reads is the page at rest: a dialog half faded in has half-faded text. Wait a frame for
  // transitions just triggered to start, then for every finite one (a spinner's never ends) to finish.
  // Then for the DOM to stay still for a moment: a closing menu or dialog is removed by a timer that fires as
  // its fade ends, and axe run between the two read a half-removed menu (aria-required-children).
  await page.evaluate(async () => {
    const settle = async () => {
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      const running = document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
      await Promise.allSettled(running.map((a) => a.finished));
    };
    const QUIET_MS = 150;
    const MAX_WAIT_MS = 3000;
    await settle();
    await new Promise<void>((resolve) => {
      let timer = setTimeout(done, QUIET_MS);
      const cap = setTimeout(done, MAX_WAIT_MS);
      const observer = new MutationObserver(() => {
        clearTimeout(timer);
        timer = setTimeout(done, QUIET_MS);
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
      function done() {
        clearTimeout(timer);
        clearTimeout(cap);
        observer.disconnect();
        resolve();
      }
    });
    await settle();
  });
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource);
  const violations = await page
    .evaluate(
      (tags) =>
        window.axe!.run(document, {
          runOnly: { type: 'tag', values: tags },
          resultTypes: ['violations'],
          iframes: false,
        }),
      AXE_TAGS,
    )
    .then((result) => result.violations);
  return violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    nodes: v.nodes.slice(0, 5).map((n) => `${n.target.join(' ')} — ${n.failureSummary ?? ''}`),
  }));
}

/** Whether the page scrolls sideways (it must not, on a 360 px phone). */
export function horizontalOverflow(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}
