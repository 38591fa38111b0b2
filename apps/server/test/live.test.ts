import { errorBody } from '@glad/contracts';
import { describe, expect, it } from 'vitest';
import { type App, buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { openDatabase } from '../src/db/client.js';
import { createCompany, readAs, testDbKind, useTestApp } from './helpers/app.js';
import { addUser, call, create, pull, push, put, reserve } from './helpers/records.js';
import { openSse } from './helpers/sse.js';

const app = await useTestApp();
const base = await app.listen({ port: 0, host: '127.0.0.1' });

/** A second server process on the same PostgreSQL database; on PGlite (one process) the same app. */
async function secondProcess(): Promise<{ app: App; base: string; close: () => Promise<void> }> {
  if (testDbKind !== 'postgres') return { app, base, close: async () => undefined };
  const config = testConfig({ databaseUrl: app.config.databaseUrl });
  const other = await buildApp(config, await openDatabase(config));
  return {
    app: other,
    base: await other.listen({ port: 0, host: '127.0.0.1' }),
    close: () => other.close(),
  };
}

type Caller = { headers: Record<string, string> };

async function ticketOf(who: Caller): Promise<string> {
  const res = await call(app, who, 'POST', '/api/live/ticket/');
  expect(res.status).toBe(200);
  expect(res.body.expiresIn).toBe(60);
  return res.body.ticket;
}

async function streamOf(who: Caller, at = base) {
  const stream = await openSse(`${at}/api/live/?ticket=${encodeURIComponent(await ticketOf(who))}`);
  expect(stream.status).toBe(200);
  expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
  await stream.next('ready');
  return stream;
}

const versionOf = (data: string) => JSON.parse(data).version as number;

describe('live/', () => {
  it('announces each change of the company’s records on another process’s stream', async () => {
    const a = await createCompany(app);
    // a colleague who may change the company's clients (2) and everyone's events (4)
    const colleague = await addUser(app, a, { rights: ['2', '4'] });
    const other = await secondProcess();
    const stream = await streamOf(a, other.base);
    try {
      // a REST write by a colleague through the first process
      const client = await create(app, colleague, '/api/client/', { name: 'Анна' });
      expect(versionOf((await stream.next('change')).data)).toBe(client.version);
      // a push from a device: the announcement carries the company's newest version
      const block = await reserve(app, a);
      await push(app, a, [
        put('clients', block.from, { name: 'Борис' }),
        put('events', block.from + 1, { date: '2026-12-01' }),
      ]);
      const { cursor } = await pull(app, a);
      let seen = 0;
      while (seen < cursor) seen = versionOf((await stream.next('change')).data);
      expect(seen).toBe(cursor);
      // a move in the calendar, and a delete
      const event = await create(app, a, '/api/events/', { date: '2026-12-01', time: '10:00' });
      await stream.next('change');
      const moved = await call(app, colleague, 'PUT', `/api/events/${event.id}`, { date: '2026-12-02' });
      expect(versionOf((await stream.next('change')).data)).toBe(moved.body.content.version);
      await call(app, colleague, 'DELETE', `/api/events/${event.id}`);
      expect(versionOf((await stream.next('change')).data)).toBeGreaterThan(moved.body.content.version);
    } finally {
      await stream.close();
      await other.close();
    }
  });

  it('tells each company of its own changes only, and nothing for a refused write', async () => {
    const a = await createCompany(app);
    const b = await createCompany(app);
    const streamA = await streamOf(a);
    const streamB = await streamOf(b);
    try {
      const mine = await create(app, a, '/api/client/', { name: 'Клиент А' });
      expect(versionOf((await streamA.next('change')).data)).toBe(mine.version);
      expect((await call(app, a, 'POST', '/api/events/', { date: '2026-02-30' })).status).toBe(400);
      const theirs = await create(app, b, '/api/client/', { name: 'Клиент Б' });
      expect(versionOf((await streamB.next('change')).data)).toBe(theirs.version);
      const again = await create(app, a, '/api/client/', { name: 'Клиент А2' });
      expect(versionOf((await streamA.next('change')).data)).toBe(again.version);
      // b's write and a's refused one said nothing on a's stream
      expect(streamA.received.filter((e) => e.event === 'change')).toEqual([]);
      expect(streamB.received.filter((e) => e.event === 'change')).toEqual([]);
    } finally {
      await streamA.close();
      await streamB.close();
    }
  });

  it('opens only with a good ticket of a live session', async () => {
    const a = await createCompany(app);
    expect((await app.inject({ method: 'POST', url: '/api/live/ticket/' })).statusCode).toBe(401);
    const noTicket = await app.inject({ method: 'GET', url: '/api/live/' });
    expect(noTicket.statusCode).toBe(400);
    const forged = await app.inject({ method: 'GET', url: `/api/live/?ticket=${a.accessToken}` });
    expect(forged.statusCode).toBe(401);
    expect(readAs(forged, errorBody)).toEqual({ res: false, message: 'Пропуск недействителен или истёк' });
    const ticket = await ticketOf(a);
    expect((await call(app, a, 'GET', '/api/logout/')).status).toBe(200);
    const afterLogout = await app.inject({
      method: 'GET',
      url: `/api/live/?ticket=${encodeURIComponent(ticket)}`,
    });
    expect(afterLogout.statusCode).toBe(401);
    expect(readAs(afterLogout, errorBody).message).toBe('Сессия завершена');
  });
});
