export interface SseEvent {
  event: string;
  data: string;
}

/**
 * A server-sent event stream read as a browser's EventSource would: messages split on blank lines,
 * `event:` and `data:` fields, comments skipped. `next(name)` takes the oldest message of that name not
 * taken yet, waiting for it (up to `timeoutMs`).
 */
export async function openSse(url: string) {
  const controller = new AbortController();
  const res = await fetch(url, { signal: controller.signal, headers: { accept: 'text/event-stream' } });
  const received: SseEvent[] = [];
  /** wakes a `next` waiting for a message (an object: the reader and the waiter are different closures) */
  const waiter: { wake: (() => void) | null } = { wake: null };
  let closed = false;

  const parse = (block: string) => {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':') || line === '') continue;
      const at = line.indexOf(':');
      const field = at < 0 ? line : line.slice(0, at);
      const value = at < 0 ? '' : line.slice(at + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) received.push({ event, data: data.join('\n') });
  };

  const pump = (async () => {
    if (!res.body) return;
    const reader = res.body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut = buffer.indexOf('\n\n');
        while (cut >= 0) {
          parse(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
          cut = buffer.indexOf('\n\n');
        }
        waiter.wake?.();
      }
    } catch {
      // aborted by close()
    } finally {
      closed = true;
      waiter.wake?.();
    }
  })();

  return {
    status: res.status,
    contentType: res.headers.get('content-type'),
    received,
    /** whether the server ended the stream */
    get ended() {
      return closed;
    },
    async next(name: string, timeoutMs = 5000): Promise<SseEvent> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const at = received.findIndex((e) => e.event === name);
        if (at >= 0) return received.splice(at, 1)[0]!;
        if (closed) throw new Error(`stream ended before «${name}»`);
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no «${name}» within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiter.wake = () => {
            clearTimeout(timer);
            waiter.wake = null;
            resolve();
          };
        });
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
