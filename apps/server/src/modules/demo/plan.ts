import type { SmetaStatus } from '@glad/contracts';
import type { InstallerKey, ManagerKey, StaffKey } from './people.js';
import type { ShapeKind } from './shapes.js';

/**
 * The demo company's projects: a few new leads waiting for a measurer, measured flats with estimates sent,
 * contracts, orders in production, installations this week and finished work — every work and payment
 * status of a new company. `opened` counts days back from the day the demo is made, `day` of an event days
 * forward, so the calendar always shows the coming two weeks.
 */

export type WorkStage = 'zamer' | 'dogovor' | 'proizv' | 'montazh' | 'done';
export type PayStage = 'none' | 'pre' | 'paid';

/** The default statuses (contracts' defaultStatuses) by stage. */
export const workStatusName: Record<WorkStage, string> = {
  zamer: 'Замер',
  dogovor: 'Договор',
  proizv: 'В производстве',
  montazh: 'Монтаж',
  done: 'Завершён',
};
export const payStatusName: Record<PayStage, string> = {
  none: 'Не оплачен',
  pre: 'Предоплата',
  paid: 'Оплачен',
};

export interface RoomSpec {
  name: string;
  kind: ShapeKind;
  /** m; 2,7 when not said */
  ceiling?: number;
  film?: string;
  exclude?: boolean;
  comment?: string;
}

export interface EventPlan {
  kind: 'zamer' | 'montazh' | 'other';
  /** days from the demo's day, 0 = today */
  day: number;
  time: string;
  who: StaffKey | 'owner';
  note: string;
}

export interface ProjectPlan {
  /** index into demoClients */
  client: number;
  name: string;
  work: WorkStage;
  pay: PayStage;
  manager: ManagerKey | 'owner';
  opened: number;
  rooms: RoomSpec[];
  /** the client estimate's status; none while nothing is measured */
  estimate?: SmetaStatus;
  installer?: { who: InstallerKey; status: SmetaStatus };
  events?: EventPlan[];
  adresa?: string;
  notes?: string;
  /** discount on every room, percent */
  sale?: number;
}

export const r = (name: string, kind: ShapeKind, more: Omit<RoomSpec, 'name' | 'kind'> = {}): RoomSpec => ({
  name,
  kind,
  ...more,
});
export const zamer = (day: number, time: string, who: StaffKey | 'owner', note: string): EventPlan => ({
  kind: 'zamer',
  day,
  time,
  who,
  note,
});
export const montazh = (day: number, time: string, who: InstallerKey, note: string): EventPlan => ({
  kind: 'montazh',
  day,
  time,
  who,
  note,
});
export const other = (day: number, time: string, who: StaffKey | 'owner', note: string): EventPlan => ({
  kind: 'other',
  day,
  time,
  who,
  note,
});

/** Films of the default price list, by uid. */
export const glossy = 'pvh-glossy';
export const satin = 'pvh-satin';
export const color = 'pvh-color';
