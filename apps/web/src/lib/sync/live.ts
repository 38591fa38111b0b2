import { retryDelay } from '@glad/domain';
import { api } from '../api-client';

/*
 * Live changes (decision 0025): the server announces every change of the company's records on a
 * server-sent event stream, and this device pulls at once instead of at its next periodic round. One tab
 * per browser holds the stream (a Web Lock); it pulls into IndexedDB, and the other tabs see the rows
 * through their live queries, as they see every sync.
 */

/** The Web Lock of the tab that holds the stream. */
export const LIVE_LOCK = 'glad-live';
/** A lost stream is opened again after this long, doubling up to LIVE_RETRY_MAX_MS (with jitter). */
export const LIVE_RETRY_BASE_MS = 1000;
export const LIVE_RETRY_MAX_MS = 30_000;

interface Ticket {
  res: true;
  ticket: string;
}

/**
 * Opens the stream and keeps it open until the returned function is called: `onChange` runs on every
 * announcement, and after a reopened stream (what changed while it was down). Without EventSource (tests
 * in jsdom, old browsers) it does nothing: the periodic pull still runs.
 */
export function startLive(onChange: () => void): () => void {
  if (typeof EventSource === 'undefined') return () => undefined;
  let stopped = false;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let opened = false;
  const lockAbort = new AbortController();
  let releaseLock: (() => void) | null = null;

  const retry = () => {
    if (stopped) return;
    failures += 1;
    clearTimeout(timer);
    timer = setTimeout(
      connect,
      retryDelay(failures, { baseMs: LIVE_RETRY_BASE_MS, maxMs: LIVE_RETRY_MAX_MS }),
    );
  };

  async function connect() {
    if (stopped || source) return;
    // offline: the 'online' event opens it again
    if (!navigator.onLine) return;
    let ticket: string;
    try {
      ticket = (await api<Ticket>('/api/live/ticket/', { method: 'POST' })).ticket;
    } catch {
      retry();
      return;
    }
    if (stopped) return;
    const es = new EventSource(`/api/live/?ticket=${encodeURIComponent(ticket)}`);
    source = es;
    es.addEventListener('ready', () => {
      failures = 0;
      // a stream opened again may have missed announcements; the first one follows the start's own sync
      if (opened) onChange();
      opened = true;
    });
    es.addEventListener('change', () => onChange());
    es.onerror = () => {
      // the browser would retry with the spent ticket: close, and reopen with a fresh one
      es.close();
      if (source === es) source = null;
      retry();
    };
  }

  const onOnline = () => {
    failures = 0;
    clearTimeout(timer);
    void connect();
  };

  const begin = () => {
    window.addEventListener('online', onOnline);
    void connect();
  };
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  if (locks) {
    locks
      .request(LIVE_LOCK, { signal: lockAbort.signal }, () => {
        if (stopped) return undefined;
        begin();
        return new Promise<void>((resolve) => {
          releaseLock = resolve;
        });
      })
      .catch(() => undefined);
  } else begin();

  return () => {
    stopped = true;
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
    source?.close();
    source = null;
    lockAbort.abort();
    releaseLock?.();
  };
}
