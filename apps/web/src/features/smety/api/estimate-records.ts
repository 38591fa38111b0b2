import type { SmetaStatus } from '@glad/contracts';
import { db } from '../../../lib/offline-db';
import { putRecord } from '../../../lib/sync';
import { localDay, type Smeta, type SmetaTable, statusFields } from '../model/estimates-list';

/*
 * Estimate records are written through the offline copy (lib/sync): the change is kept on the device with
 * its outbox entry and reaches the server when it can, so approving an estimate works with no signal.
 */

export interface ProjectRef {
  id: number;
  clientid: number;
  client: string;
}

// One creation per project and table at a time: two renders (or StrictMode's double effect) must not make two.
const creating = new Map<string, Promise<number>>();

/** The project's estimate record of `table`, made when the estimate is first opened. */
export function ensureEstimateRecord(table: SmetaTable, project: ProjectRef): Promise<number> {
  const key = `${table}:${project.id}`;
  let pending = creating.get(key);
  if (!pending) {
    pending = (async () => {
      // a screen's live copy may lag behind a record made a moment ago: the offline copy decides
      const existing = await db.table(table).where('projectid').equals(project.id).first();
      if (existing) return existing.id as number;
      return putRecord(table, {
        uid: crypto.randomUUID(),
        client: project.client,
        clientid: project.clientid,
        projectid: project.id,
        draftid: 0,
        approved: 0,
        status: 'new',
        date: localDay(),
      });
    })().finally(() => creating.delete(key));
    creating.set(key, pending);
  }
  return pending;
}

/** Of several records of one project (made on two devices offline), the one kept is the oldest. */
export function pickRecord(records: readonly Smeta[] | undefined): Smeta | null {
  if (!records?.length) return null;
  return [...records].sort((a, b) => a.id - b.id)[0] ?? null;
}

export function setEstimateStatus(table: SmetaTable, id: number, status: SmetaStatus): Promise<number> {
  return putRecord(table, statusFields(status), id);
}

/** The installer an installer estimate is for (his user id; 0 = nobody yet). */
export function setInstaller(id: number, installerId: number): Promise<number> {
  return putRecord('smetymontazh', { montazhnik: installerId }, id);
}
