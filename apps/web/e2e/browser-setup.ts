import { existsSync } from 'node:fs';

/**
 * The browser the tests drive: Debian's `chromium-headless-shell` when installed (the same Chromium without the
 * desktop browser around it: about half the CPU per page load and per axe run on our 2-core machine,
 * decision 0037), else Debian's `chromium`. `CHROMIUM_PATH` overrides both. Benchmarks use the full browser.
 */
export const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';
export const chromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium');

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/**
 * The browser's time zone, and the tests' own (playwright.config.ts sets the workers' TZ to it): a date a
 * test works out («this week's Tuesday», «today») must be the page's. In the machine's zone (UTC) the two
 * disagreed from 21:00 to midnight UTC, when it is the next day in Moscow already: on a Sunday evening the
 * calendar showed the next week and two calendar tests failed.
 */
export const TIME_ZONE = 'Europe/Moscow';
