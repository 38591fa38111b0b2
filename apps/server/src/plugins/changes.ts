import type { FastifyInstance } from 'fastify';
import type { Listen } from '../db/listen.js';

/**
 * Announcements of changes (issue 10 §3 «Live»). Every write transaction of a company's records raises
 * the company's version and, in the same statement, sends `NOTIFY glad_changes, '{company}:{version}'`
 * (records/context.ts): the database delivers it when — and only if — the transaction commits, to every
 * server process listening, PGlite's one process included. Each process listens once and hands the news
 * to the streams of that company (modules/live).
 */
export const CHANGES_CHANNEL = 'glad_changes';

/** A subscriber hears the company's newest version; `null` after the listening connection came back. */
export type ChangeListener = (version: number | null) => void;

export interface Changes {
  /**
   * Hands the company's announcements to `listener`; resolves (to the unsubscribe function) once this
   * process is listening, so nothing committed after it is missed. Rejects when LISTEN cannot start.
   */
  subscribe(companyId: number, listener: ChangeListener): Promise<() => void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: Changes;
  }
}

/** `{company}:{version}` → its parts; null for anything else. */
export function parseAnnouncement(payload: string): { companyId: number; version: number } | null {
  const m = /^(\d+):(\d+)$/.exec(payload);
  return m ? { companyId: Number(m[1]), version: Number(m[2]) } : null;
}

export function registerChanges(app: FastifyInstance, listen: Listen) {
  const byCompany = new Map<number, Set<ChangeListener>>();
  /** versions announced since the last hand-out: a burst of one commit goes out as one message */
  const pending = new Map<number, number>();
  let flushing = false;
  let stop: Promise<() => Promise<void>> | null = null;

  const flush = () => {
    flushing = false;
    for (const [companyId, version] of pending) {
      for (const listener of byCompany.get(companyId) ?? []) listener(version);
    }
    pending.clear();
  };
  const onMessage = (payload: string) => {
    const news = parseAnnouncement(payload);
    if (!news || !byCompany.has(news.companyId)) return;
    pending.set(news.companyId, Math.max(pending.get(news.companyId) ?? 0, news.version));
    if (!flushing) {
      flushing = true;
      setImmediate(flush);
    }
  };
  const onRestart = () => {
    for (const listeners of byCompany.values()) for (const listener of listeners) listener(null);
  };

  app.decorate('changes', {
    async subscribe(companyId, listener) {
      const set = byCompany.get(companyId) ?? new Set<ChangeListener>();
      byCompany.set(companyId, set);
      set.add(listener);
      const unsubscribe = () => {
        set.delete(listener);
        if (set.size === 0 && byCompany.get(companyId) === set) byCompany.delete(companyId);
      };
      // The process listens from its first subscriber on (a server nobody watches keeps no connection).
      stop ??= listen(CHANGES_CHANNEL, { onMessage, onRestart });
      const listening = stop;
      try {
        await listening;
      } catch (err) {
        app.log.error({ err }, 'LISTEN не удался');
        if (stop === listening) stop = null;
        unsubscribe();
        throw err;
      }
      return unsubscribe;
    },
  });
  app.addHook('preClose', async () => {
    const unlisten = await stop?.catch(() => null);
    await unlisten?.();
  });
}
