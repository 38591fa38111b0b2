import { SyncBatchRefused } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../api-client';
import { jsonResponse, signedInStorage, standInFetch } from '../stand-in-network.fixture';
import { httpTransport } from './transport';

/*
 * How the push's answers reach the engine, through the app's real API client: the network is a stand-in
 * `fetch` that answers what the server would. A push refused for its body is told apart from a failure
 * of the network or the server, because only the first is split to find the bad change.
 */

let answer: { status: number; body: unknown } = { status: 200, body: {} };
signedInStorage();
standInFetch(async () => jsonResponse(answer.body, answer.status));

const mutation = {
  mutationId: '00000000-0000-4000-8000-000000000001',
  table: 'clients',
  op: 'put' as const,
  id: 1,
  baseVersion: 0,
  fields: { name: 'Анна' },
};

async function pushError(): Promise<unknown> {
  try {
    await httpTransport.push([mutation]);
  } catch (error) {
    return error;
  }
  return null;
}

describe('sync push answers', () => {
  it('turns a refusal of the body (400, 413) into SyncBatchRefused with the server’s words', async () => {
    for (const status of [400, 413]) {
      answer = { status, body: { res: false, message: 'Неверные данные (mutations.0.fields.name)' } };
      const error = await pushError();
      expect(error).toBeInstanceOf(SyncBatchRefused);
      expect((error as Error).message).toBe('Неверные данные (mutations.0.fields.name)');
    }
  });

  it('leaves a failure of the server or the moment as it is, to be retried', async () => {
    for (const status of [500, 503, 429]) {
      answer = { status, body: { res: false, message: 'Сервер временно недоступен' } };
      const error = await pushError();
      expect(error).toBeInstanceOf(ApiError);
      expect(error).not.toBeInstanceOf(SyncBatchRefused);
    }
  });

  it('passes the per-change results of a good answer through', async () => {
    const results = [{ mutationId: mutation.mutationId, status: 'rejected', message: 'Запись удалена' }];
    answer = { status: 200, body: { res: true, results } };
    expect((await httpTransport.push([mutation])).results).toEqual(results);
  });
});
