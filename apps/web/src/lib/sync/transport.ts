import type { IdBlock, PullResponse, PushResponse } from '@glad/contracts';
import type { SyncMutation, SyncTransport } from '@glad/domain';
import { ApiError, api } from '../api-client';

/** Said when the browser knows it has no network: no request is made, so no notice flashes either. */
export const NO_NETWORK =
  'Нет связи с сервером: изменения сохранены на устройстве и уйдут, когда появится сеть';

function assertOnline() {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) throw new ApiError(0, NO_NETWORK);
}

function checkShape(ok: boolean) {
  if (!ok) throw new ApiError(200, 'Сервер прислал неполный ответ синхронизации');
}

/**
 * The sync protocol over the app's API client (bearer token, one shared refresh on a 401). Answers are
 * checked for their shape only: the rows inside are the server's own records and are stored as given.
 */
export const httpTransport: SyncTransport = {
  async pull(cursor, limit) {
    assertOnline();
    const body = await api<PullResponse>('/api/sync/pull/', { query: { cursor, limit } });
    checkShape(body?.res === true && Array.isArray(body.changes) && typeof body.cursor === 'number');
    return body;
  },
  async push(mutations: SyncMutation[]) {
    assertOnline();
    const body = await api<PushResponse>('/api/sync/push/', { method: 'POST', body: { mutations } });
    checkShape(body?.res === true && Array.isArray(body.results));
    return body;
  },
  async reserveIds(count) {
    assertOnline();
    const body = await api<IdBlock>('/api/sync/ids/', { method: 'POST', body: { count } });
    checkShape(body?.res === true);
    return body;
  },
};
