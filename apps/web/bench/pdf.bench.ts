/**
 * The estimate PDF in Chromium: a project of 20 drawn rooms, the PDF made in the browser as a user asks
 * for it (click to file, ms; the first time includes loading the code and the fonts), its size, and the
 * size of the code that loads only when a PDF or an Excel file is asked for. Needs the built SPA.
 * Run: npx tsx apps/web/bench/pdf.bench.ts
 */
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import {
  buildOutline,
  type CalculatorTemplate,
  newCalculationFromTemplate,
  type PriceListItem,
  sketchSvg,
} from '@glad/domain';
import type { Page } from '@playwright/test';
import { keepSignedIn, launchBrowser, signInDemo } from './browser.js';
import { startServer } from './server.js';

const ROOMS = 20;
const { url, stop } = await startServer(4394);
const browser = await launchBrowser();

async function api<T>(token: string, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

/** A project of ROOMS rooms of several shapes and sizes, each priced by the demo's default calculator. */
async function seed(token: string): Promise<number> {
  const client = await api<{ content: { id: number } }>(token, 'POST', '/api/client/', {
    name: 'Заказчик Сметный',
  });
  const project = await api<{ content: { id: number } }>(token, 'POST', '/api/project/', {
    name: 'Коттедж на 20 помещений',
    clientid: client.content.id,
  });
  const calculators = await api<{ content: CalculatorTemplate[] }>(token, 'GET', '/api/calculator/');
  const list = await api<{ content: (PriceListItem & { installerPrice: number | null })[] }>(
    token,
    'GET',
    '/api/pricelist/?limit=5000',
  );
  const items = list.content.map(({ installerPrice, ...i }) =>
    installerPrice === null ? i : { ...i, installerPrice },
  );
  const calculation = newCalculationFromTemplate(calculators.content, items);
  for (let n = 0; n < ROOMS; n++) {
    const a = 2500 + ((n * 370) % 4000);
    const b = 2000 + ((n * 530) % 3000);
    const outline =
      n % 3 === 2
        ? buildOutline({
            sides: [a, b, Math.round(a / 2), Math.round(b / 2), Math.round(a / 2), Math.round(b / 2)],
            orthogonal: { turns: ['R', 'R', 'R', 'L', 'R', 'R'] },
          })
        : buildOutline({ sides: [a, b, a, b], orthogonal: true });
    await api(token, 'POST', '/api/drafts/', {
      name: `Помещение ${n + 1}`,
      projectid: project.content.id,
      sort: n,
      ploshad: outline.area,
      perimetr: Math.round(outline.perimeter * 1000),
      polygons: { L1: { coords: outline.points }, comment: '' },
      sketch: sketchSvg(outline, { title: `Помещение ${n + 1}` }),
      ...calculation,
      counts: { spots: n % 7, pipes: n % 2, chandeliers: n % 3 === 0 ? 1 : 0 },
    });
  }
  return project.content.id;
}

async function clickToFile(page: Page, button: string) {
  const t0 = performance.now();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: button }).click(),
  ]);
  const path = await file.path();
  const ms = performance.now() - t0;
  return { ms, bytes: (await readFile(path)).length };
}

try {
  const tokens = await signInDemo(url);
  const projectId = await seed(tokens.accessToken);

  const context = await browser.newContext({ serviceWorkers: 'block', acceptDownloads: true });
  const page = await context.newPage();
  await keepSignedIn(page, tokens);
  const scripts = new Map<string, number>();
  const fonts = new Map<string, number>();
  page.on('response', async (res) => {
    const body = await res.body().catch(() => null);
    if (!body) return;
    if (res.request().resourceType() === 'script')
      scripts.set(res.url(), gzipSync(body, { level: 9 }).length);
    else if (res.url().endsWith('.ttf')) fonts.set(res.url(), body.length);
  });
  await page.goto(`${url}/smety/?project=${projectId}`, { waitUntil: 'networkidle' });
  await page
    .getByRole('heading', { name: `Помещение ${ROOMS}` })
    .first()
    .waitFor();
  const before = new Set(scripts.keys());
  const sizeOf = (keys: string[]) => keys.reduce((sum, k) => sum + (scripts.get(k) ?? 0), 0);

  const first = await clickToFile(page, 'PDF');
  const pdfCode = [...scripts.keys()].filter((k) => !before.has(k));
  const runs: number[] = [];
  for (let i = 0; i < 5; i++) runs.push((await clickToFile(page, 'PDF')).ms);
  runs.sort((a, b) => a - b);
  const seen = new Set(scripts.keys());
  await clickToFile(page, 'Excel');
  const xlsxCode = [...scripts.keys()].filter((k) => !seen.has(k));

  console.log(`estimate PDF of ${ROOMS} rooms, first (code and fonts loaded): ${first.ms.toFixed(0)} ms`);
  console.log(`estimate PDF of ${ROOMS} rooms, again (median of 5): ${runs[2]!.toFixed(0)} ms`);
  console.log(
    `estimate PDF of ${ROOMS} rooms, size: ${(first.bytes / 1024).toFixed(1)} KiB (${first.bytes} bytes)`,
  );
  console.log(
    `JS of the PDF code, loaded only when used: ${(sizeOf(pdfCode) / 1024).toFixed(1)} KiB gzip in ${pdfCode.length} file(s)`,
  );
  console.log(
    `fonts of the PDF (Roboto, Cyrillic), loaded only when used: ${([...fonts.values()].reduce((a, b) => a + b, 0) / 1024).toFixed(1)} KiB in ${fonts.size} files`,
  );
  console.log(
    `JS of the Excel code, loaded only when used: ${(sizeOf(xlsxCode) / 1024).toFixed(1)} KiB gzip in ${xlsxCode.length} file(s)`,
  );
  await context.close();
} finally {
  await browser.close();
  await stop();
}
