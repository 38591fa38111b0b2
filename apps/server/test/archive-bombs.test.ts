import { errorBody } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { inspectZip } from '../src/lib/zip-guard.js';
import { MAX_UNPACKED_BYTES } from '../src/modules/pricelist/xlsx.js';
import { createCompany, readAs, useTestApp } from './helpers/app.js';
import { call } from './helpers/records.js';
import { bombPart, bookSkeleton, deflatedPart, zipOf } from './helpers/zip.js';

/*
 * Archives the server opens (the price list's XLSX import is the only one) are measured by really
 * unpacking them, not by what they declare: a zip bomb is refused after the budget, and memory stays flat.
 */

const app = await useTestApp();
const a = await createCompany(app);
const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const MB = 1024 * 1024;
const TOO_BIG = `Книга слишком велика в распакованном виде: больше ${MAX_UNPACKED_BYTES / MB} МБ`;

function upload(data: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([data], { type: XLSX }), 'prices.xlsx');
  return app.inject({ method: 'POST', url: '/api/pricelist/import/', headers: a.headers, payload: form });
}

/** Runs `fn`, sampling the process's resident memory; answers its result and the peak growth in MB. */
async function peakRssGrowth<T>(fn: () => Promise<T>): Promise<{ result: T; growthMb: number }> {
  const before = process.memoryUsage.rss();
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 1);
  try {
    const result = await fn();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { result, growthMb: (peak - before) / MB };
  } finally {
    clearInterval(timer);
  }
}

const limits = { maxEntries: 100, maxUnpackedBytes: MAX_UNPACKED_BYTES };

describe('a zip bomb', () => {
  it('150 KB that unpacks to 150 MB, its sizes lying: refused with a Russian 413, memory flat', async () => {
    const bomb = zipOf([...bookSkeleton(), await bombPart('xl/worksheets/sheet1.xml', 150 * MB, 4096)]);
    expect(bomb.length).toBeLessThan(400 * 1024);
    const before = (await call(app, a, 'GET', '/api/pricelist/')).body.pagination.total;

    const { result: res, growthMb } = await peakRssGrowth(() => upload(bomb));
    expect(res.statusCode).toBe(413);
    expect(readAs(res, errorBody)).toEqual({ res: false, message: TOO_BIG });
    // inflating all of it would hold 150 MB (and exceljs several times that); the guard keeps none of it
    expect(growthMb).toBeLessThan(48);
    expect((await call(app, a, 'GET', '/api/pricelist/')).body.pagination.total).toBe(before);
  });

  it('is stopped at the budget, whatever its declared sizes say', async () => {
    const bomb = zipOf([...bookSkeleton(), await bombPart('xl/worksheets/sheet1.xml', 40 * MB, 10)]);
    expect(await inspectZip(bomb, limits)).toEqual({
      ok: false,
      reason: 'too-big',
      unpackedBytes: MAX_UNPACKED_BYTES,
    });
  });

  it('made of one part listed many times (overlapping entries) is counted for every listing', async () => {
    const part = await bombPart('xl/worksheets/sheet1.xml', MB, MB);
    const overlapping = zipOf([part], 40);
    expect(overlapping.length).toBeLessThan(64 * 1024);
    expect(await inspectZip(overlapping, limits)).toMatchObject({ ok: false, reason: 'too-big' });
    const res = await upload(overlapping);
    expect(res.statusCode).toBe(413);
    expect(readAs(res, errorBody).message).toBe(TOO_BIG);
  });
});

describe('other archives that are not books', () => {
  it('refuses encrypted parts, unknown compression, broken data and thousands of parts, in Russian', async () => {
    const sheet = deflatedPart('xl/worksheets/sheet1.xml', '<worksheet/>');
    const cases: [Buffer, number, string][] = [
      [
        zipOf([...bookSkeleton(), { ...sheet, flags: 1 }]),
        415,
        'Книга сохранена в неподдерживаемом виде: зашифрована или сжата иначе',
      ],
      [
        zipOf([...bookSkeleton(), { ...sheet, method: 12 as 8 }]),
        415,
        'Книга сохранена в неподдерживаемом виде: зашифрована или сжата иначе',
      ],
      [
        zipOf([...bookSkeleton(), { ...sheet, packed: Buffer.from('это не deflate, а мусор') }]),
        400,
        'Файл повреждён: не удалось прочитать книгу Excel',
      ],
      [
        zipOf(Array.from({ length: 2001 }, (_, i) => deflatedPart(`x/${i}.xml`, '<a/>'))),
        415,
        'В книге слишком много частей',
      ],
      [zipOf([sheet]), 415, 'Файл не является книгой Excel (.xlsx)'],
    ];
    for (const [data, status, message] of cases) {
      const res = await upload(data);
      expect(readAs(res, errorBody), message).toEqual({ res: false, message });
      expect(res.statusCode).toBe(status);
    }
  });

  it('counts a true archive exactly', async () => {
    const parts = [
      deflatedPart('a.xml', 'x'.repeat(10_000)),
      { ...deflatedPart('b.txt', 'abc'), method: 0 as const },
    ];
    parts[1]!.packed = Buffer.from('abc');
    const verdict = await inspectZip(zipOf(parts), limits);
    expect(verdict).toEqual({ ok: true, names: new Set(['a.xml', 'b.txt']), unpackedBytes: 10_003 });
  });
});
