/**
 * The one offline copy of the lists pricing and estimates need (decision 0017): the price list,
 * calculators, calculator templates, estimate templates, the company with its settings, staff and
 * installers. Read from the server with the start-up pull and kept current by sync (`refreshLists`), kept
 * in the offline copy (Dexie) so a room and an estimate are priced offline from the first login.
 *
 * - `listQuery(name)`: the query every screen reads a list with; offline it answers from the device.
 * - `listKeys[name]`: its key, for `setQueryData` after an edit — the edit is then kept on the device too.
 * - `bindListsClient(queryClient)` once; `refreshLists(maxAgeMs)` from lib/sync.
 */
export { type Installer, type ListName, type ListValues, listNames } from './lists';
export { type ListData, loadList } from './load';
export { listKeys, listQuery } from './queries';
export { bindListsClient, LISTS_MAX_AGE_MS, refreshLists } from './refresh';
export { isRefreshingLists, subscribeRefreshing, useListsRefreshing } from './refresh-state';
export { forgetLegacyCopies, readList, type Stored } from './store';
