/**
 * Benchmarks of the ceiling draft editor (issue 4 §5), printing one line per figure and asserting nothing:
 * - frame time while dragging a corner of a 50-corner room in Chromium: the real server with the built SPA,
 *   the room put in local storage as the current calculation, a mouse drag of many small moves; each
 *   frame timed from its animation callback to the end of its rendering (wall time), then the same drag
 *   again under a Chrome trace for each frame's main-thread CPU time, which a busy machine stretches less;
 * - the JavaScript of /calc/ from the built files, gzip: the route chunk, what it loads beyond the app
 *   shell, and what only it loads.
 * The page is the editor as a user has it: the drawing, the readings and sides tables and the calculation
 * panel priced by the demo company's calculator. The load average is printed beside the figures: wall
 * times measured with other work on the machine are not comparable with ones measured without.
 * Needs the built SPA (npm run build). Run: npx tsx apps/web/bench/calc.bench.ts
 * (WEB_DIST=<folder> BENCH_PORT=<port> to bench another build on another port).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import type { Locator, Page } from '@playwright/test';
import { keepSignedIn, launchBrowser, signInDemo } from './browser.js';
import { FRAME_TIMER } from './page-scripts.js';
import { startServer } from './server.js';

const dist = process.env.WEB_DIST ?? fileURLToPath(new URL('../dist/', import.meta.url));
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;
const gz = (file: string) => gzipSync(readFileSync(path.join(dist, 'assets', file)), { level: 9 }).length;

/* ---------- JS size of the /calc/ route ---------- */

function jsSize() {
  const assets = readdirSync(path.join(dist, 'assets')).filter((f) => f.endsWith('.js'));
  const source = new Map(assets.map((f) => [f, readFileSync(path.join(dist, 'assets', f), 'utf8')]));
  const staticImports = (file: string) =>
    [
      ...(source.get(file) ?? '').matchAll(
        /(?:import|export)\s*(?:[\w$*{}\s,]*from\s*)?["'`]\.\/([\w.-]+\.js)["'`]/g,
      ),
    ].map((m) => m[1]!);
  const closure = (roots: string[]) => {
    const seen = new Set<string>();
    const stack = [...roots];
    while (stack.length) {
      const file = stack.pop()!;
      if (seen.has(file) || !source.has(file)) continue;
      seen.add(file);
      stack.push(...staticImports(file));
    }
    return seen;
  };
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const entry = /<script[^>]+src="\/assets\/([^"]+\.js)"/.exec(html)?.[1];
  if (!entry) throw new Error('no entry script in dist/index.html');
  const shell = closure([entry]);
  const routeOf = /path:\s*["'`]\/calc\/["'`][^}]*?import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/.exec(
    source.get(entry) ?? '',
  );
  const route = routeOf?.[1] ?? assets.find((f) => /^calc-[\w-]{8}\.js$/.test(f));
  if (!route) throw new Error('no /calc/ chunk found');
  // every chunk loaded on demand (routes, documents…): what /calc/ shares with any of them is not its own
  const lazy = new Set(
    [...source.values()].flatMap((text) =>
      [...text.matchAll(/import\(\s*["'`]\.\/([\w.-]+\.js)["'`]\s*\)/g)].map((m) => m[1]!),
    ),
  );
  const others = new Set([...lazy].filter((f) => f !== route).flatMap((f) => [...closure([f])]));
  const beyondShell = [...closure([route])].filter((f) => !shell.has(f));
  const own = beyondShell.filter((f) => f === route || !others.has(f));
  const sum = (files: string[]) => files.reduce((total, f) => total + gz(f), 0);
  console.log(`JS of the /calc/ route chunk (${route}): ${kib(gz(route))} gzip`);
  console.log(
    `JS /calc/ loads beyond the app shell: ${kib(sum(beyondShell))} gzip in ${beyondShell.length} files`,
  );
  console.log(
    `JS only /calc/ loads (its chunk and what no other page imports): ${kib(sum(own))} gzip in ${own.length} files`,
  );
}

/* ---------- frame time while dragging a corner of a 50-corner room ---------- */

const CORNERS = 50;

/** A 50-corner room: a star-like outline (every other corner set in), on the 10 cm grid, clockwise. */
function room() {
  return Array.from({ length: CORNERS }, (_, i) => {
    const angle = Math.PI + (2 * Math.PI * i) / CORNERS;
    const r = i % 2 ? 3400 : 4000;
    const snap = (v: number) => Math.round(v / 100) * 100;
    return { x: snap(4000 + r * Math.cos(angle)), y: snap(4000 + r * Math.sin(angle)) };
  });
}

function currentCalc(userId: number) {
  const corners = room();
  const calc = {
    id: null,
    projectid: 0,
    project: '',
    clientid: 0,
    client: '',
    name: 'Зал на 50 углов',
    smeta_exclude: 0,
    height: 0,
    width: 0,
    ploshad: 0,
    perimetr: 0,
    polygons: {
      L1: {
        coords: corners,
        diagonals: [],
        sides: corners.map(() => null),
        mode: 'hand',
        sketch: corners,
        turns: corners.map((_, i) => (i % 2 ? 'L' : 'R')),
        curvedWalls: [],
      },
      comment: '',
    },
    DI: { url: '', edited: true, in_smeta: true },
    sketch: '',
  };
  return { calc: JSON.stringify({ userId, calc }), saved: '0' };
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;

const MOVES = 400;

interface Frame {
  /** the frame's start (performance.now()) and its main-thread work, ms */
  start: number;
  work: number;
}

/**
 * One drag of a corner: a slow circle around its place, 60 px across (snapping to 10 cm still changes it
 * often), then the release. Answers the frames that drew a change of the drawing while it moved, the
 * intervals after them, and the frame of the release.
 */
async function dragOnce(page: Page, handle: Locator) {
  const box = (await handle.boundingBox())!;
  const from = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  // scripts for the page as text: the bundler that runs this file would rename their inner functions
  await page.evaluate(`(() => {
    window.benchFrames = [];
    window.benchChanges = [];
    window.benchStop = false;
    const svg = document.querySelector('[data-testid="outline-view"]');
    const observer = new MutationObserver(() => window.benchChanges.push(performance.now()));
    observer.observe(svg, { subtree: true, attributes: true, childList: true, characterData: true });
    window.benchObserver = observer;
    ${FRAME_TIMER}
  })()`);
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  for (let i = 1; i <= MOVES; i++) {
    const a = (i / MOVES) * 4 * Math.PI;
    await page.mouse.move(from.x + 30 * Math.sin(a) + i * 0.05, from.y + 30 * (1 - Math.cos(a)));
  }
  await page.evaluate('window.benchUp = performance.now()');
  await page.mouse.up();
  await page.waitForTimeout(200);
  const { frames, changes, up } = (await page.evaluate(
    `(() => { window.benchStop = true; window.benchObserver.disconnect(); return { frames: window.benchFrames, changes: window.benchChanges, up: window.benchUp }; })()`,
  )) as { frames: [number, number][]; changes: number[]; up: number };
  // the frames that drew a change of the drawing, and how long each one's work took
  const drawn: Frame[] = [];
  const intervals: number[] = [];
  let drop = 0;
  for (let i = 0; i < frames.length; i++) {
    const [start, work] = frames[i]!;
    const end = start + work;
    if (!changes.some((t) => t >= start && t <= end)) continue;
    // the release commits the drag (one undo step, the saved drawing, the tables): timed on its own
    if (start >= up) {
      drop = Math.max(drop, work);
      continue;
    }
    drawn.push({ start, work });
    if (i + 1 < frames.length) intervals.push(frames[i + 1]![0] - start);
  }
  intervals.sort((a, b) => a - b);
  await page.waitForTimeout(300);
  return { frames: drawn, intervals, drop };
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Main-thread CPU time of each frame, sorted (ms): the CPU time of the renderer's main-thread tasks that
 * began within the frame's work. `sync` is the performance.now() of the trace's «bench-sync» mark.
 */
function frameCpu(events: TraceEvent[], frames: Frame[], sync: number): number[] {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain');
  const mark = events.find((e) => e.name === 'bench-sync' && (!main || e.pid === main.pid));
  if (!main || !mark) throw new Error('the trace has no renderer main thread or no sync mark');
  const offset = mark.ts / 1000 - sync;
  const tasks = events
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.name === 'RunTask' && e.ph === 'X')
    .map((e) => ({ at: e.ts / 1000 - offset, cpu: (e.tdur ?? 0) / 1000 }));
  return frames
    .map((f) =>
      tasks.reduce((sum, t) => (t.at >= f.start && t.at <= f.start + f.work ? sum + t.cpu : sum), 0),
    )
    .sort((a, b) => a - b);
}

async function dragFrames() {
  const { url, stop } = await startServer(Number(process.env.BENCH_PORT ?? 4396), { WEB_DIST: dist });
  const browser = await launchBrowser();
  try {
    const tokens = await signInDemo(url);
    const payload = JSON.parse(Buffer.from(tokens.accessToken.split('.')[1]!, 'base64url').toString()) as {
      id: number;
    };
    const stored = currentCalc(payload.id);
    const context = await browser.newContext({
      viewport: { width: 1280, height: 900 },
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await keepSignedIn(page, tokens);
    await page.addInitScript((s) => {
      localStorage.setItem('glad.calc', s.calc);
      localStorage.setItem('glad.calc.saved', s.saved);
    }, stored);
    await page.goto(`${url}/calc/`);
    const handle = page.locator('[data-corner="M"]');
    await handle.waitFor();
    // the whole editor: the readings and sides tables and the calculation panel with its total
    const total = page.locator('#calc-total');
    await total.waitFor();
    await page.getByRole('table').nth(1).waitFor();
    await page.waitForTimeout(500);

    // scripts for the page as text: the bundler that runs this file would rename their inner functions
    const idle = (await page.evaluate(`new Promise((resolve) => {
      const stamps = [];
      const tick = (t) => {
        stamps.push(t);
        if (stamps.length < 60) requestAnimationFrame(tick);
        else resolve((stamps[59] - stamps[0]) / 59);
      };
      requestAnimationFrame(tick);
    })`)) as number;

    const totalBefore = await total.innerText();
    const plain = await dragOnce(page, handle);
    // the same drag again under a Chrome trace: each frame's main-thread CPU time, which other processes
    // on the machine stretch far less than its wall time
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    await cdp.send('Tracing.start', {
      categories: 'disabled-by-default-devtools.timeline,blink.user_timing',
      transferMode: 'ReportEvents',
    });
    const traced = await dragOnce(page, handle);
    const sync = (await page.evaluate(`performance.mark('bench-sync').startTime`)) as number;
    await cdp.send('Tracing.end');
    await complete;
    const cpu = frameCpu(events, traced.frames, sync);

    const area = await page.getByTestId('calc-summary').innerText();
    const totalAfter = await total.innerText();
    const load = loadavg()
      .map((v) => v.toFixed(2))
      .join(', ');
    const ms = (v: number) => `${v.toFixed(1)} ms`;
    const figures = (values: number[]) =>
      `p50 ${ms(percentile(values, 50))}, p95 ${ms(percentile(values, 95))}, max ${ms(values.at(-1) ?? Number.NaN)}`;
    console.log(
      `drag a corner of a ${CORNERS}-corner room, frame time (main-thread work of the ${plain.frames.length} frames that drew one of ${MOVES} pointer moves): ${figures(plain.frames.map((f) => f.work).sort((a, b) => a - b))} (aim: p95 under 16 ms)`,
    );
    console.log(
      `drag a corner of a ${CORNERS}-corner room, main-thread CPU time of the ${cpu.length} frames that drew (a traced drag): ${figures(cpu)}`,
    );
    console.log(
      `drop the corner (the drag becomes one undo step; tables and sketch follow): ${ms(plain.drop)}`,
    );
    console.log(
      `drag a corner of a ${CORNERS}-corner room, frame interval of those frames: p50 ${ms(percentile(plain.intervals, 50))}, p95 ${ms(percentile(plain.intervals, 95))} (an idle frame here: ${ms(idle)})`,
    );
    console.log(`total for the client: ${totalBefore} before the drags, ${totalAfter} after them`);
    console.log(`load average (1, 5, 15 min) at the end: ${load} on ${availableParallelism()} cores`);
    if (!/Площадь/.test(area)) console.log(`warning: the room did not build (${area.slice(0, 80)})`);
    await context.close();
  } finally {
    await browser.close();
    await stop();
  }
}

jsSize();
await dragFrames();
