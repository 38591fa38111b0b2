import { type SmetaStatus, smetaStatuses } from '@glad/contracts';
import { compareIso } from '@glad/domain';
import type { ClientRow, ProjectRow, SmetaRow } from '../../../lib/offline-db';

/** Both estimate tables of the offline copy. */
export type SmetaTable = 'smety' | 'smetymontazh';

/**
 * An estimate record with its fields named (the offline copy's row type comes from a loose record). Besides
 * docs/spec.md §3's fields the estimates keep `status` (the names of POST smeta/ajax.php), `date` (the day it was
 * made) and, on installer estimates, `montazhnik` (the installer's user id).
 */
export type Smeta = SmetaRow & {
  uid: string;
  client: string;
  clientid: number;
  projectid: number;
  draftid: number;
  approved: 0 | 1;
  status?: unknown;
  date?: unknown;
  montazhnik?: unknown;
};

export const kindLabels: Record<SmetaTable, string> = {
  smety: 'Смета для клиента',
  smetymontazh: 'Смета монтажа',
};

const isStatus = (v: unknown): v is SmetaStatus =>
  typeof v === 'string' && (smetaStatuses as readonly string[]).includes(v);

/** The status as the server keeps it: `approved` decides, `status` tells the other states apart. */
export function statusOf(s: Pick<Smeta, 'approved' | 'status'>): SmetaStatus {
  if (s.approved === 1) return 'approved';
  return isStatus(s.status) && s.status !== 'approved' ? s.status : 'new';
}

/** The fields that set a status; `approved` stays in step with it (docs/spec.md §4: changeable locally). */
export const statusFields = (status: SmetaStatus) =>
  ({ status, approved: status === 'approved' ? 1 : 0 }) as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Today on this device, `YYYY-MM-DD`. */
export function localDay(at: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}`;
}

/** The day an estimate was made: its `date`, else the day of its last change. */
export function dayOf(s: Pick<Smeta, 'date' | 'timestamp'>): string {
  if (typeof s.date === 'string' && DAY.test(s.date)) return s.date;
  return s.timestamp ? localDay(new Date(s.timestamp)) : '';
}

export interface EstimateListItem {
  key: string;
  table: SmetaTable;
  smeta: Smeta;
  projectid: number;
  projectName: string;
  clientid: number;
  clientName: string;
  day: string;
  status: SmetaStatus;
}

export interface EstimateFilter {
  status?: SmetaStatus | null;
  table?: SmetaTable | null;
  clientid?: number | null;
  projectid?: number | null;
  /** `YYYY-MM-DD`, inclusive */
  from?: string | null;
  to?: string | null;
}

/** The estimates joined with their projects and clients, newest first. */
export function joinEstimates(
  rows: { table: SmetaTable; smeta: Smeta }[],
  projects: ReadonlyMap<number, ProjectRow>,
  clients: ReadonlyMap<number, ClientRow>,
): EstimateListItem[] {
  return rows
    .map(({ table, smeta }) => {
      const project = projects.get(smeta.projectid);
      const clientid = project?.clientid || smeta.clientid;
      const client = clients.get(clientid);
      return {
        key: `${table}:${smeta.id}`,
        table,
        smeta,
        projectid: smeta.projectid,
        projectName:
          project?.name?.trim() || (smeta.projectid ? `Объект №${smeta.projectid}` : 'Без объекта'),
        clientid,
        clientName: client?.name?.trim() || project?.client?.trim() || smeta.client?.trim() || '',
        day: dayOf(smeta),
        status: statusOf(smeta),
      };
    })
    .sort(
      (a, b) =>
        compareIso(b.day, a.day) ||
        (b.smeta.timestamp ?? 0) - (a.smeta.timestamp ?? 0) ||
        b.smeta.id - a.smeta.id,
    );
}

export function filterEstimates(items: readonly EstimateListItem[], f: EstimateFilter): EstimateListItem[] {
  return items.filter(
    (i) =>
      (!f.status || i.status === f.status) &&
      (!f.table || i.table === f.table) &&
      (!f.clientid || i.clientid === f.clientid) &&
      (!f.projectid || i.projectid === f.projectid) &&
      (!f.from || (i.day !== '' && i.day >= f.from)) &&
      (!f.to || (i.day !== '' && i.day <= f.to)),
  );
}
