import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';

/**
 * LISTEN on a channel of the database: `onMessage` gets each payload. `onRestart` is called when the
 * connection to a real PostgreSQL was lost and is back (announcements in between are lost: listeners
 * should make their subscribers catch up). Answers a function that stops listening.
 */
export type Listen = (
  channel: string,
  handlers: { onMessage: (payload: string) => void; onRestart: () => void },
) => Promise<() => Promise<void>>;

/** PGlite has one connection, shared with the queries; a NOTIFY reaches it when its transaction commits. */
export function pgliteListen(client: PGlite): Listen {
  return async (channel, { onMessage }) => client.listen(channel, onMessage);
}

/** Waits before reconnecting a lost listening connection: doubling from 1 s up to 30 s. */
const RECONNECT_MS = { first: 1000, max: 30_000 };

/**
 * A real PostgreSQL: a connection of its own (a pooled one would be handed to queries), which is opened
 * again after a failure, with a growing pause.
 */
export function postgresListen(connectionString: string): Listen {
  return async (channel, { onMessage, onRestart }) => {
    let client: pg.Client | null = null;
    let stopped = false;
    let delay = RECONNECT_MS.first;
    let timer: NodeJS.Timeout | undefined;

    const connect = async (restart: boolean) => {
      const next = new pg.Client({ connectionString });
      next.on('notification', (msg) => {
        if (msg.channel === channel && msg.payload !== undefined) onMessage(msg.payload);
      });
      next.on('error', () => retry(next));
      next.on('end', () => retry(next));
      await next.connect();
      await next.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
      client = next;
      delay = RECONNECT_MS.first;
      if (restart) onRestart();
    };
    const retry = (failed: pg.Client) => {
      if (stopped || client !== failed) return;
      client = null;
      failed.end().catch(() => undefined);
      timer = setTimeout(function again() {
        connect(true).catch(() => {
          delay = Math.min(delay * 2, RECONNECT_MS.max);
          if (!stopped) timer = setTimeout(again, delay);
        });
      }, delay);
      timer.unref();
    };

    await connect(false);
    return async () => {
      stopped = true;
      clearTimeout(timer);
      await (client as pg.Client | null)?.end().catch(() => undefined);
    };
  };
}
