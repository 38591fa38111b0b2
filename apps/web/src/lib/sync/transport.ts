import type { IdBlock, PullResponse, PushResponse } from '@glad/contracts';
import { SyncBatchRefused, type SyncMutation, type SyncTransport } from '@glad/domain';
import { ApiError, api, apiText } from '../api-client';
import { INCOMPLETE_ANSWER, parsePull } from './pull-page';

/** Said when the browser knows it has no network: no request is made, so no notice flashes either. */
export const NO_NETWORK =
  'Нет связи с сервером: изменения сохранены на устройстве и уйдут, когда появится сеть';

/** A push answered with these was refused for its body (its check, its size): nothing of it was applied. */
const BATCH_REFUSED = new Set([400, 413]);

function assertOnline() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, NO_NETWORK);
}

function checkShape(ok: boolean) {
  if (!ok) throw new ApiError(200, INCOMPLETE_ANSWER);
}

/**
 * The sync protocol's requests over the app's API client (bearer token, one shared refresh on a 401),
 * made on the main thread, where the session lives. A pulled page comes back as its text: whoever runs
 * the engine parses it (`parsePull`), in the sync worker off the main thread. Answers are checked for
 * their shape only: the rows inside are the server's own records and are stored as given.
 */
export const syncRequests = {
  async pullText(cursor: number, limit: number): Promise<string> {
    assertOnline();
    return apiText('/api/sync/pull/', { query: { cursor, limit } });
  },
  async push(mutations: SyncMutation[]): Promise<PushResponse> {
    assertOnline();
    let body: PushResponse;
    try {
      body = await api<PushResponse>('/api/sync/push/', { method: 'POST', body: { mutations } });
    } catch (error) {
      // refused for what it carried: the engine splits the batch until the bad change stands alone
      if (error instanceof ApiError && BATCH_REFUSED.has(error.status))
        throw new SyncBatchRefused(error.message);
      throw error;
    }
    checkShape(body?.res === true && Array.isArray(body.results));
    return body;
  },
  async reserveIds(count: number): Promise<IdBlock> {
    assertOnline();
    const body = await api<IdBlock>('/api/sync/ids/', { method: 'POST', body: { count } });
    checkShape(body?.res === true);
    return body;
  },
};

/** The engine's transport when it runs on the main thread (no Worker: tests in jsdom, old browsers). */
export const httpTransport: SyncTransport = {
  pull: async (cursor, limit): Promise<PullResponse> => parsePull(await syncRequests.pullText(cursor, limit)),
  push: syncRequests.push,
  reserveIds: syncRequests.reserveIds,
};
