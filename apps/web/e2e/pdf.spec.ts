import { expect, test } from '@playwright/test';
import { registerCompany, signInPage } from './a11y-app-helpers';
import { download, drawDraft, money, pdfText, xlsxRows } from './estimate-helpers';
import { create } from './records-helpers';
import { goOffline, openControlled, precacheLaterDone, waitSynced } from './sync-helpers';

// this journey needs the service worker (offline reloads), which the config blocks elsewhere
test.use({ serviceWorkers: 'allow' });

test('estimate PDF and Excel are made with no network; their code loads only when asked for', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(120_000);
  const session = await registerCompany(request, { companyName: 'Потолки Востока' });
  const client = await create(request, session, 'client', { name: 'Фёдор Щукин' });
  const project = await create(request, session, 'project', { name: 'Дача Щукиных', clientid: client.id });
  // 5.20 × 3.80 m, four spots: 26 730,00 ₽ (worked out by hand in estimate.spec.ts)
  await drawDraft(request, session, project.id, {
    name: 'Веранда',
    outline: { sides: [5200, 3800, 5200, 3800], orthogonal: true },
    counts: { spots: 4 },
  });
  // the fonts with Cyrillic are among the files the service worker keeps
  const sw = await (await request.get('/sw.js')).text();
  expect(sw).toMatch(/Roboto-Regular-[\w-]+\.ttf/);
  expect(sw).toMatch(/Roboto-Medium-[\w-]+\.ttf/);

  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  await signInPage(page, session);
  await openControlled(page, `/smety/?project=${project.id}`);
  // the PDF and Excel code comes in the service worker's second stage: wait until it is on the device
  await precacheLaterDone(page);
  await waitSynced(page);
  const totals = page.getByRole('article', { name: 'Смета' }).getByTestId('estimate-totals');
  await expect(totals).toContainText(money('26 730,00 ₽'));
  const pdfChunk = /\/assets\/pdf-[\w-]+\.js$/;
  const xlsxChunk = /\/assets\/xlsx-[\w-]+\.js$/;
  expect(scripts.filter((s) => pdfChunk.test(s) || xlsxChunk.test(s))).toEqual([]);

  // no network: the estimate comes from the offline copy, the PDF code and fonts from the service worker
  await goOffline(context);
  await page.reload();
  await expect(totals).toContainText(money('26 730,00 ₽'));
  const pdf = await download(page, 'PDF');
  expect(scripts.some((s) => pdfChunk.test(s))).toBe(true);
  const text = await pdfText(pdf.path);
  expect(text).toContain('Фёдор Щукин');
  expect(text).toContain('26 730,00 ₽');
  expect(text).toContain('Потолки Востока');
  // the sketch is drawn into the PDF with its wall lengths in cm and its caption
  expect(text).toContain('Периметр 18,00 м');
  expect(text).toMatch(/\b520\b/);

  const xlsx = await download(page, 'Excel');
  expect(scripts.some((s) => xlsxChunk.test(s))).toBe(true);
  const rows = await xlsxRows(xlsx.path);
  expect(rows.find((r) => r.includes('Итого к оплате'))?.at(-1)).toBe(26_730);
});
