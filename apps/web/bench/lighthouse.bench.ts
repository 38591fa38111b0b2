/**
 * Lighthouse (mobile: its default emulated phone and simulated slow 4G) on the login page, on home and
 * on the client's page of an estimate link (/e/{token}, issue 13 §2, opened as the client: no tokens, no
 * staff mark), printing performance, accessibility and best practices beside the aims of issue 9 §2 (≥ 95, 100, 100)
 * and the audits that cost points. Each page in a fresh browser profile, so no service worker or cache of
 * an earlier run helps; home with the demo owner's tokens put in localStorage on a JSON address first.
 * Needs the built SPA (npm run build). Run: npx tsx apps/web/bench/lighthouse.bench.ts
 * (BENCH_PAGES=login,home,link chooses the pages; WEB_DIST=<build> serves another build.)
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { chromium } from '@playwright/test';
import lighthouse from 'lighthouse';
import { benchEstimate } from '../../../bench/estimate-fixture.js';
import { benchChromium, benchChromiumArgs, signInDemo, storeTokens, type Tokens } from './browser.js';
import { startServer } from './server.js';

const AIMS = { performance: 95, accessibility: 100, 'best-practices': 100 } as const;
const DEBUG_PORT = Number(process.env.BENCH_DEBUG_PORT ?? 9333);

async function audit(label: string, pageUrl: string, origin: string, tokens?: Tokens) {
  const profile = mkdtempSync(path.join(tmpdir(), 'glad-lighthouse-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: benchChromium,
    headless: true,
    args: [`--remote-debugging-port=${DEBUG_PORT}`, ...benchChromiumArgs],
  });
  try {
    if (tokens) {
      const page = await context.newPage();
      await storeTokens(page, origin, tokens);
      await page.close();
    }
    const result = await lighthouse(pageUrl, {
      port: DEBUG_PORT,
      output: 'json',
      logLevel: 'error',
      onlyCategories: Object.keys(AIMS),
      // the stored tokens are the signed-in state under test; the profile is new, nothing else is in it
      disableStorageReset: true,
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${pageUrl}`);
    const { categories, audits } = result.lhr;
    // BENCH_LHR_DIR=<folder>: the whole report beside the figures, for the long tasks and the trace's details
    if (process.env.BENCH_LHR_DIR) {
      const name = `${new URL(pageUrl).pathname.replace(/\W+/g, '-').replace(/^-|-$/g, '') || 'home'}.json`;
      writeFileSync(path.join(process.env.BENCH_LHR_DIR, name), JSON.stringify(result.lhr));
    }
    const scores = Object.entries(AIMS).map(([id, aim]) => {
      const score = Math.round((categories[id]?.score ?? 0) * 100);
      return `${categories[id]?.title ?? id} ${score} (aim ≥ ${aim})`;
    });
    console.log(`Lighthouse mobile, ${label} (${new URL(pageUrl).pathname}): ${scores.join(', ')}`);
    // a run that measured nothing (score 0, no paint) says why, so it is not read as the page's figure
    const { runtimeError, runWarnings } = result.lhr;
    if (runtimeError) console.log(`  the run failed: ${runtimeError.code} — ${runtimeError.message}`);
    for (const warning of runWarnings) console.log(`  Lighthouse warned: ${warning}`);
    const metric = (id: string) => audits[id]?.displayValue ?? '—';
    console.log(
      `  first contentful paint ${metric('first-contentful-paint')}, largest contentful paint ${metric('largest-contentful-paint')}, total blocking time ${metric('total-blocking-time')}, speed index ${metric('speed-index')}`,
    );
    // the emulated phone is four times slower than the machine at that moment: its CPU index says how fast
    // that was (Lighthouse's own benchmark; it moves with the load of a shared machine)
    console.log(`  machine's CPU index during the run: ${Math.round(result.lhr.environment.benchmarkIndex)}`);
    for (const [id, category] of Object.entries(categories)) {
      const lost = category.auditRefs
        .filter((ref) => ref.weight > 0)
        .map((ref) => audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative');
      for (const a of lost) {
        if (!a) continue;
        console.log(`  ${id}: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''} (score ${a.score})`);
        // what the audit found, shortly: the first few items of its table
        const items = (a.details as { items?: unknown[] } | undefined)?.items ?? [];
        for (const item of items.slice(0, 3)) console.log(`    ${JSON.stringify(item).slice(0, 300)}`);
      }
    }
    if (process.env.BENCH_DETAILS) printDiagnostics(categories.performance?.auditRefs ?? [], audits);
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

type Audits = Record<
  string,
  { title: string; score: number | null; displayValue?: string; details?: unknown }
>;

/**
 * BENCH_DETAILS=1: the performance insights and diagnostics that found something (they carry no weight,
 * so the lost-points list above leaves them out), with their first items: what blocks the first paint,
 * what the main thread ran, the largest paint's element and phases.
 */
function printDiagnostics(refs: { id: string; weight: number }[], audits: Audits) {
  for (const ref of refs) {
    const a = audits[ref.id];
    if (!a || ref.weight > 0 || a.score === null || a.score >= 1) continue;
    console.log(`  diagnostic: ${a.title}${a.displayValue ? ` — ${a.displayValue}` : ''}`);
    const items = (a.details as { items?: unknown } | undefined)?.items;
    for (const item of Array.isArray(items) ? items.slice(0, 5) : []) {
      const tree = (item as { value?: { type?: string; chains?: Chains } }).value;
      if (tree?.type === 'network-tree' && tree.chains) printLongestChain(tree.chains);
      else console.log(`    ${JSON.stringify(item).slice(0, 400)}`);
    }
  }
}

type Chain = {
  url: string;
  navStartToEndTime: number;
  transferSize: number;
  isLongest?: boolean;
  children?: Chains;
};
type Chains = Record<string, Chain>;

/** The critical request chain Lighthouse marked longest: each request's end (ms from navigation) and size. */
function printLongestChain(chains: Chains) {
  let level: Chains | undefined = chains;
  while (level) {
    const next: Chain | undefined = Object.values(level).find((c) => c.isLongest);
    if (!next) break;
    console.log(
      `    ${next.navStartToEndTime} ms  ${(next.transferSize / 1024).toFixed(1)} KiB  ${next.url}`,
    );
    level = next.children;
  }
}

/** A 5-room, 20-row estimate with sketches sent by the demo owner; the link's address. */
async function clientLink(origin: string, tokens: Tokens): Promise<string> {
  const post = async (path: string, body: object) => {
    const res = await fetch(`${origin}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${tokens.accessToken}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { content: { id: number; url: string } }).content;
  };
  const client = await post('/api/client/', { name: 'Заказчик Лайтхаус' });
  const project = await post('/api/project/', { name: 'Объект для Lighthouse', clientid: client.id });
  const smeta = await post('/api/smeta/', { projectid: project.id, clientid: client.id });
  const estimate = benchEstimate({ sketches: true });
  const link = await post('/api/links/', {
    project: project.id,
    smeta: { kind: 'smeta', id: smeta.id },
    estimate,
  });
  return `${origin}${new URL(link.url).pathname}`;
}

/** BENCH_PAGES=login,home,link: only those pages (all three by default), e.g. for runs alternating two builds. */
const pages = new Set((process.env.BENCH_PAGES ?? 'login,home,link').split(',').map((p) => p.trim()));

const { url, stop } = await startServer(Number(process.env.BENCH_PORT ?? 4394));
try {
  if (pages.has('login')) await audit('the login page', `${url}/login/`, url);
  const tokens = await signInDemo(url);
  if (pages.has('home')) await audit('home, signed in', `${url}/`, url, tokens);
  if (pages.has('link')) await audit('the client link page', await clientLink(url, tokens), url);
  console.log(
    `load average (1, 5, 15 min) at the end: ${loadavg()
      .map((v) => v.toFixed(2))
      .join(', ')} on ${availableParallelism()} cores`,
  );
} finally {
  await stop();
}
