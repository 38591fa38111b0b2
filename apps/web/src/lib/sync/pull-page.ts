import type { PullResponse } from '@glad/contracts';

/** Said when a sync answer is not the protocol's (cut short, not JSON, fields missing). */
export const INCOMPLETE_ANSWER = 'Сервер прислал неполный ответ синхронизации';

/**
 * A pulled page from its text, checked for its shape only: the rows inside are the server's own records
 * and are stored as given. Runs where the engine runs (the sync worker), so the main thread never parses
 * a first sync's megabytes.
 */
export function parsePull(text: string): PullResponse {
  let body: PullResponse | null = null;
  try {
    body = JSON.parse(text) as PullResponse;
  } catch {
    throw new Error(INCOMPLETE_ANSWER);
  }
  if (!(body?.res === true && Array.isArray(body.changes) && typeof body.cursor === 'number')) {
    throw new Error(INCOMPLETE_ANSWER);
  }
  return body;
}
