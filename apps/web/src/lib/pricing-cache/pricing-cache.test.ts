import {
  type CalculatorWire,
  calcTemplateCreateBody,
  calculatorSchema,
  type PriceItem,
} from '@glad/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { db } from '../offline-db';
import { clearOfflineCopy } from '../sync';
import { loadList } from './load';
import { keepEditsOnDevice, listQuery } from './queries';
import { cacheKey, forgetLegacyCopies, readList, writeList } from './store';

const item = (id: number, name: string, price: number): PriceItem => ({
  id,
  uid: `u${id}`,
  name,
  category: 'Полотна',
  kind: 'material',
  unit: 'm2',
  price,
  installerPrice: null,
  installerPriceResolved: price * 0.3,
  costPrice: 0,
  sort: id,
  timestamp: id,
});

const calculator = (id: number, isDefault: 0 | 1): CalculatorWire =>
  calculatorSchema.parse({
    ...calcTemplateCreateBody.parse({ name: `Калькулятор ${id}` }),
    id,
    timestamp: id,
    default: isDefault,
    templateId: null,
  });

const priceList = { items: [item(1, 'Полотно ПВХ матовое', 450)], categories: ['Полотна'] };
const noNetwork = () => Promise.reject(new ApiError(0, 'Нет доступа к интернет'));

beforeEach(async () => {
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
});

describe('the device copy of the lists', () => {
  it('keeps a list with the time the server gave it', async () => {
    expect(await readList('pricelist')).toBeNull();
    await writeList('pricelist', priceList, 1_700_000_000_000);
    expect(await readList('pricelist')).toEqual({ value: priceList, at: 1_700_000_000_000 });
  });

  it('keeps calculators in the configs table, default first, rewritten whole', async () => {
    await writeList(
      'calculators',
      { items: [calculator(3, 0), calculator(2, 0), calculator(5, 1)], limit: 3 },
      7,
    );
    expect(await db.configs.count()).toBe(3);
    const first = await readList('calculators');
    expect(first?.value.items.map((c) => c.id)).toEqual([5, 2, 3]);
    expect(first).toMatchObject({ value: { limit: 3 }, at: 7 });
    // one deleted elsewhere does not linger
    await writeList('calculators', { items: [calculator(2, 1)], limit: 3 }, 8);
    expect((await readList('calculators'))?.value.items.map((c) => c.id)).toEqual([2]);
  });

  it('reads a copy left in an older shape as none', async () => {
    await db.meta.put({ key: cacheKey('pricelist'), value: { items: [], categories: [] } });
    expect(await readList('pricelist')).toBeNull();
  });
});

describe('loading a list', () => {
  it('online: answers the server and keeps it; offline: the device copy and since when', async () => {
    const online = await loadList('pricelist', undefined, async () => priceList);
    expect(online).toEqual({ ...priceList, offlineSince: null });
    const at = (await readList('pricelist'))!.at;
    expect(await loadList('pricelist', undefined, noNetwork)).toEqual({ ...priceList, offlineSince: at });
  });

  it('offline with no copy, or a refusal of the server, is an error', async () => {
    await expect(loadList('templatecalc', undefined, noNetwork)).rejects.toThrow('Нет доступа к интернет');
    // a refusal is not «no network»: the copy does not hide it
    await writeList('pricelist', priceList);
    await expect(
      loadList('pricelist', undefined, () => Promise.reject(new ApiError(403, 'Нет прав'))),
    ).rejects.toThrow('Нет прав');
  });
});

describe('edits made on this device', () => {
  it('a list put into its query by hand is kept on the device; one shown from the device is not', async () => {
    const client = new QueryClient();
    const stop = keepEditsOnDevice(client);
    const key = listQuery('pricelist').queryKey;
    client.setQueryData(key, { ...priceList, offlineSince: null });
    await expect.poll(async () => (await readList('pricelist'))?.value.items).toEqual(priceList.items);

    const cheaper = { items: [item(1, 'Полотно ПВХ матовое', 400)], categories: ['Полотна'] };
    client.setQueryData(key, { ...cheaper, offlineSince: 123 });
    client.setQueryData(listQuery('staff').queryKey, { items: [], offlineSince: null });
    await expect.poll(async () => (await readList('staff'))?.value.items).toEqual([]);
    expect((await readList('pricelist'))?.value.items).toEqual(priceList.items);
    stop();
  });
});

describe('sign-out', () => {
  it('empties every list with the rest of the offline copy', async () => {
    await writeList('pricelist', priceList);
    await writeList('calculators', { items: [calculator(1, 1)], limit: 3 });
    await writeList('staff', { items: [] });
    await clearOfflineCopy();
    expect(await readList('pricelist')).toBeNull();
    expect(await readList('calculators')).toBeNull();
    expect(await readList('staff')).toBeNull();
    expect(await db.configs.count()).toBe(0);
  });
});

/** A Web Storage over a Map (Node has none). */
function memoryStorage(entries: Record<string, string>): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    key: (i) => [...map.keys()][i] ?? null,
    getItem: (k) => map.get(k) ?? null,
    setItem: (k, v) => void map.set(k, v),
    removeItem: (k) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe('older copies', () => {
  it('copies the estimates kept in local storage are dropped, the session is not', () => {
    const storage = memoryStorage({
      'glad.smety.pricelist.7': '[]',
      'glad.smety.company.7': '{}',
      'glad.smety.staff.9': '[]',
      'glad.accessToken': 'a.b.c',
    });
    forgetLegacyCopies(storage);
    expect(storage.length).toBe(1);
    expect(storage.getItem('glad.accessToken')).toBe('a.b.c');
  });
});
