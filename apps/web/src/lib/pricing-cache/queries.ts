import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { type ListName, listNames } from './lists';
import { keepList, type ListData, loadList } from './load';

/** The query key of each list: one per list, shared by every screen that reads it. */
export const listKeys = {
  pricelist: ['pricelist'],
  calculators: ['calculators'],
  templatecalc: ['templatecalc'],
  smetatemplates: ['smetatemplates'],
  company: ['company'],
  staff: ['staff'],
  installers: ['installers'],
} as const satisfies Record<ListName, readonly [string]>;

/**
 * The query of one list. It runs even offline (`networkMode: 'always'`): without a server it answers with
 * the device's copy and its `offlineSince`.
 */
export function listQuery<K extends ListName>(name: K) {
  return queryOptions<ListData<K>, Error, ListData<K>, readonly [string]>({
    queryKey: listKeys[name],
    networkMode: 'always',
    queryFn: ({ signal }) => loadList(name, signal),
  });
}

const nameOfKey = new Map<string, ListName>(listNames.map((name) => [listKeys[name][0], name]));

/**
 * Keeps what screens put into a list's query by hand (`setQueryData` after a create, an edit, a delete
 * on this device) on the device as well, so the offline copy never lags behind what this device changed.
 * A list shown from the device's copy (offline) is not written back. Answers the unsubscribe.
 */
export function keepEditsOnDevice(client: QueryClient): () => void {
  return client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.action.type !== 'success' || !event.action.manual) return;
    const key = event.query.queryKey;
    const name = key.length === 1 && typeof key[0] === 'string' ? nameOfKey.get(key[0]) : undefined;
    const data = event.action.data as ListData<ListName> | undefined;
    if (!name || !data || (data.offlineSince ?? null) !== null) return;
    // kept with its `offlineSince: null`, which a read from the device replaces with the copy's time
    void keepList(name, data);
  });
}
