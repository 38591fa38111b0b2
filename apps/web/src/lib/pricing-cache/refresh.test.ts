import type { PriceItem } from '@glad/contracts';
import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it } from 'vitest';
import { db } from '../offline-db';
import { jsonResponse, signedInStorage, standInFetch } from '../stand-in-network.fixture';
import { listQuery } from './queries';
import { bindListsClient, LISTS_MAX_AGE_MS, refreshLists } from './refresh';
import { isRefreshingLists } from './refresh-state';
import { readList } from './store';

/*
 * The background refresh through the app's query client, with the real requests and contracts: the
 * network is a stand-in `fetch` (the server answers the price list; every other list has no network).
 */

const film: PriceItem = {
  id: 1,
  uid: 'film',
  name: 'Полотно ПВХ матовое',
  category: 'Полотна',
  kind: 'material',
  unit: 'm2',
  price: 450,
  installerPrice: null,
  installerPriceResolved: 135,
  costPrice: 200,
  sort: 1,
  timestamp: 1,
};

let asked: string[] = [];
signedInStorage();
standInFetch(async (input) => {
  const url = String(input);
  asked.push(url);
  if (!url.startsWith('/api/pricelist/')) throw new TypeError('Failed to fetch');
  return jsonResponse({ res: true, pagination: { total: 1 }, content: [film], categories: ['Полотна'] });
});

let client: QueryClient;
beforeEach(async () => {
  asked = [];
  client = new QueryClient();
  bindListsClient(client);
  await db.transaction('rw', db.tables, async () => {
    for (const table of db.tables) await table.clear();
  });
});

const priceListAsked = () => asked.filter((u) => u.startsWith('/api/pricelist/')).length;

describe('refreshing the lists', () => {
  it('reads every list, keeps what came on the device and in the query, and says while it runs', async () => {
    const running = refreshLists(0);
    expect(isRefreshingLists()).toBe(true);
    await running;
    expect(isRefreshingLists()).toBe(false);
    expect(asked.map((u) => new URL(u, 'http://x').pathname).sort()).toEqual([
      '/api/calculator/',
      '/api/company/',
      '/api/potolochniki/',
      '/api/pricelist/',
      '/api/smeta_template/',
      '/api/templatecalc/',
      '/api/users/',
    ]);
    expect((await readList('pricelist'))?.value.items).toEqual([film]);
    expect(client.getQueryData(listQuery('pricelist').queryKey)).toEqual({
      items: [film],
      categories: ['Полотна'],
      offlineSince: null,
    });
    // the lists without a network and without a copy: nothing kept, nothing made up
    expect(await readList('calculators')).toBeNull();
  });

  it('a list read lately is not read again on a round; one shown from the device is', async () => {
    await refreshLists(0, ['pricelist']);
    expect(priceListAsked()).toBe(1);
    await refreshLists(LISTS_MAX_AGE_MS, ['pricelist']);
    expect(priceListAsked()).toBe(1);
    // the network's return: what was shown from the device is read again, whatever its age
    client.setQueryData(listQuery('pricelist').queryKey, {
      items: [],
      categories: [],
      offlineSince: 1_700_000_000_000,
    });
    await refreshLists(LISTS_MAX_AGE_MS, ['pricelist']);
    expect(priceListAsked()).toBe(2);
    expect(client.getQueryData(listQuery('pricelist').queryKey)?.offlineSince).toBeNull();
  });
});
