import { ApiError } from '../api-client';
import { decodePayload, getAccessToken } from '../tokens';
import { type ListLoader, type ListName, type ListValues, listLoaders } from './lists';
import { readList, writeList } from './store';

/** A list as screens read it: `offlineSince` is set (ms of the copy) only when it is the device's copy. */
export type ListData<K extends ListName> = ListValues[K] & { offlineSince: number | null };

/** The company of the signed-in session, or null (signed out, or no storage to ask). */
function sessionCompany(): number | null {
  try {
    const token = getAccessToken();
    const cid = token ? decodePayload(token)?.cid : undefined;
    return typeof cid === 'number' ? cid : null;
  } catch {
    return null;
  }
}

/** Keeps a list on the device; a full or blocked storage must not break the online screen. */
export async function keepList<K extends ListName>(name: K, value: ListValues[K]) {
  try {
    await writeList(name, value);
  } catch (err) {
    console.warn(`Список «${name}» не сохранён на устройстве`, err);
  }
}

/**
 * Reads a list from the server and keeps it on the device before answering, so what a screen shows is
 * already there for a reload right after the network goes. When the server cannot be reached, the
 * device's copy answers, saying since when. An answer that arrives after the session changed company
 * (a sign-out meanwhile) is not kept: the device's copy belongs to the signed-in company only.
 */
export async function loadList<K extends ListName>(
  name: K,
  signal?: AbortSignal,
  load: ListLoader<K> = listLoaders[name],
): Promise<ListData<K>> {
  const company = sessionCompany();
  try {
    const value = await load(signal);
    if (sessionCompany() === company) await keepList(name, value);
    return { ...value, offlineSince: null };
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) {
      const stored = await readList(name);
      if (stored) return { ...stored.value, offlineSince: stored.at };
    }
    throw err;
  }
}
