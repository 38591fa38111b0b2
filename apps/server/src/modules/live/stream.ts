import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ChangeListener } from '../../plugins/changes.js';

/** A comment line this often keeps proxies from closing a quiet stream, and re-checks the session. */
export const LIVE_PING_MS = 25_000;
/** What the browser waits before reconnecting by itself (the app reconnects with its own backoff). */
const RETRY_MS = 5000;

export interface StreamOptions {
  /** resolves once announcements reach `listener` (the process is listening) */
  subscribe: (listener: ChangeListener) => Promise<() => void>;
  /** asked at each ping: a revoked session ends the stream */
  stillAllowed: () => Promise<boolean>;
  onEnd: () => void;
}

/**
 * Writes a server-sent event stream (text/event-stream): `ready` once open, `change` with the company's
 * newest version on every announcement (`{ "version": null }` when announcements may have been missed),
 * and a ping comment. `ready` is written only once the process listens, so a change committed after the
 * device read `ready` always reaches it. Answers a function that ends it; rejects when listening fails
 * (nothing written yet).
 */
export async function openStream(
  req: IncomingMessage,
  res: ServerResponse,
  opts: StreamOptions,
): Promise<() => void> {
  let open = false;
  const unsubscribe = await opts.subscribe((version) => {
    // before `ready` the device has not pulled yet: its first pull brings the change anyway
    if (open) res.write(`event: change\ndata: ${JSON.stringify({ version })}\n\n`);
  });
  if (res.destroyed || req.socket?.destroyed) {
    // the device left while the process started listening
    unsubscribe();
    return () => undefined;
  }
  res.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-cache, no-transform',
    connection: 'keep-alive',
    // nginx and the like would otherwise hold the messages back
    'x-accel-buffering': 'no',
  });
  res.write(`retry: ${RETRY_MS}\n\n`);
  res.write('event: ready\ndata: {}\n\n');
  open = true;
  let ended = false;
  const end = () => {
    if (ended) return;
    ended = true;
    clearInterval(ping);
    unsubscribe();
    opts.onEnd();
    res.end();
  };
  const ping = setInterval(() => {
    res.write(': ping\n\n');
    opts.stillAllowed().then(
      (allowed) => {
        if (!allowed) end();
      },
      () => undefined,
    );
  }, LIVE_PING_MS);
  ping.unref();
  req.on('close', end);
  return end;
}
