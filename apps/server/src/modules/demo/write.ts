import { randomUUID } from 'node:crypto';
import type { SmetaStatus } from '@glad/contracts';
import { addDays } from '@glad/domain';
import type { Tx } from '../../db/client.js';
import { WriteCtx } from '../../lib/records/context.js';
import { allocateIds } from '../../lib/records/ids.js';
import { type TableDef, tableDefs } from '../../lib/records/tables.js';
import { putRecord } from '../../lib/records/write.js';
import { insertExpense } from '../expenses/service.js';
import { demoClients } from './clients.js';
import { projectMoney, type StoredRoom } from './estimate.js';
import { companyExpenses, MATERIALS_AFTER_DAYS, PAY_AFTER_DAYS } from './expenses.js';
import { clientPayments, writeProjectCosts } from './money.js';
import type { EventPlan, ProjectPlan } from './plan.js';
import { demoProjects } from './projects.js';
import type { Random } from './random.js';
import { buildRoom } from './rooms.js';
import type { DemoSetup } from './setup.js';
import { roomShape } from './shapes.js';

/**
 * The demo company's records, written through the same path as the API's writes (putRecord in a write
 * transaction of the company): each takes a company version, keeps its search fields and copies, and
 * reaches devices by the next pull. Each record is written by the person who would have made it.
 */

const ROOM_SORT_STEP = 1024;
/** A finished project was mounted this many days after it was opened. */
const INSTALLED_AFTER_DAYS = 18;
/** A project's delivery of materials, kopecks. */
const DELIVERY = 1_500_00;
const CEILING_M = 2.7;

export interface DemoCounts {
  clients: number;
  projects: number;
  drafts: number;
  smety: number;
  smetymontazh: number;
  events: number;
  oplata: number;
  expenses: number;
  payouts: number;
}

/** Ids for every record of the demo, taken at once (one block instead of a query per record). */
function idsNeeded(): number {
  let n = demoClients.length;
  for (const p of demoProjects) {
    // the project, its rooms, estimates, events, its finished installation and up to two client payments
    n += 4 + p.rooms.length + (p.estimate ? 1 : 0) + (p.installer ? 1 : 0) + (p.events?.length ?? 0);
  }
  return n;
}

class Writer {
  private readonly ctxs = new Map<number, WriteCtx>();
  private nextId = 0;
  private lastId = -1;
  readonly counts: DemoCounts = {
    clients: 0,
    projects: 0,
    drafts: 0,
    smety: 0,
    smetymontazh: 0,
    events: 0,
    oplata: 0,
    expenses: 0,
    payouts: 0,
  };

  constructor(
    readonly tx: Tx,
    readonly setup: DemoSetup,
  ) {}

  /** One write context per author: its `editor` and `updated_by` name the person. */
  private async ctx(userId: number) {
    let ctx = this.ctxs.get(userId);
    if (!ctx) {
      ctx = await WriteCtx.begin(this.tx, this.setup.companyId, userId);
      this.ctxs.set(userId, ctx);
    }
    return ctx;
  }

  async put(def: TableDef, userId: number, fields: Record<string, unknown>, id?: number) {
    const ctx = await this.ctx(userId);
    const result = await putRecord(ctx, def, {
      id: id ?? (await this.newId(userId)),
      fields,
      mode: 'create',
      allocated: true,
    });
    this.counts[def.name] += 1;
    return result.row.id;
  }

  async newId(userId: number) {
    if (this.nextId > this.lastId) {
      const count = idsNeeded();
      this.nextId = await allocateIds(await this.ctx(userId), count);
      this.lastId = this.nextId + count - 1;
    }
    return this.nextId++;
  }
}

const dayBefore = (today: string, days: number) => addDays(today, -days);

async function writeEstimate(
  w: Writer,
  table: 'smety' | 'smetymontazh',
  plan: ProjectPlan,
  project: { id: number; clientid: number; client: string; date: string },
  status: SmetaStatus,
  author: number,
  more: Record<string, unknown> = {},
) {
  await w.put(tableDefs[table], author, {
    uid: randomUUID(),
    client: project.client,
    clientid: project.clientid,
    projectid: project.id,
    draftid: 0,
    approved: status === 'approved' ? 1 : 0,
    status,
    // the client's the day after the measurement, the installer's up to a week later; never ahead of today
    date: addDays(project.date, Math.min(plan.opened, table === 'smety' ? 1 : 7)),
    ...more,
  });
}

async function writeProject(w: Writer, plan: ProjectPlan, clientIds: number[], random: Random) {
  const { setup } = w;
  const client = demoClients[plan.client]!;
  const clientid = clientIds[plan.client]!;
  const manager = setup.people[plan.manager];
  const date = dayBefore(setup.today, plan.opened);
  const id = await w.newId(manager.id);
  const rooms: StoredRoom[] = [];
  for (const [i, spec] of plan.rooms.entries()) {
    const room = buildRoom(
      {
        name: spec.name,
        shape: roomShape(spec.name, spec.kind, random),
        ceiling: spec.ceiling ?? CEILING_M,
        ...(spec.film ? { film: spec.film } : {}),
        ...(spec.exclude ? { exclude: true } : {}),
        ...(spec.comment ? { comment: spec.comment } : {}),
        ...(plan.sale ? { sale: plan.sale } : {}),
      },
      {
        projectid: id,
        project: plan.name,
        clientid,
        client: client.name,
        date,
        sort: (i + 1) * ROOM_SORT_STEP,
      },
      setup.pricing,
    );
    rooms.push({ ...room, id: await w.newId(manager.id) });
  }
  const installer = plan.installer ? setup.people[plan.installer.who] : null;
  const money = projectMoney(
    rooms,
    {
      project: { id, name: plan.name },
      client: { name: client.name, phone: client.phone, adresa: plan.adresa ?? client.adresa },
      company: setup.company,
      manager: { name: manager.name, phone: manager.phone },
      installer: installer ? { name: installer.name, phone: installer.phone } : null,
      settings: setup.settings,
      date: addDays(date, 1),
    },
    setup.pricing,
  );
  await w.put(
    tableDefs.projects,
    manager.id,
    {
      name: plan.name,
      clientid,
      date,
      status_worked: setup.work[plan.work],
      status_payment: setup.pay[plan.pay],
      project_manager: manager.id,
      adresa: plan.adresa ?? '',
      notes: plan.notes ?? '',
      amount: money.amount,
    },
    id,
  );
  for (const room of rooms) await w.put(tableDefs.drafts, manager.id, room.fields, room.id);
  const project = { id, clientid, client: client.name, date };
  if (plan.estimate) await writeEstimate(w, 'smety', plan, project, plan.estimate, manager.id);
  if (plan.installer && installer) {
    await writeEstimate(w, 'smetymontazh', plan, project, plan.installer.status, manager.id, {
      montazhnik: installer.id,
    });
  }
  for (const event of plan.events ?? []) {
    await w.put(tableDefs.events, manager.id, {
      date: addDays(setup.today, event.day),
      time: event.time,
      client: clientid,
      project: id,
      kind: event.kind,
      duration: EVENT_MINUTES[event.kind],
      assignees: [setup.people[event.who].id],
      // what is over by the demo's day was done; what is ahead is planned
      status: event.day < 0 ? 'done' : 'planned',
      note: event.note,
    });
  }
  if (plan.work === 'done' && installer) {
    // a finished project was mounted: the installation that earned the installer his pay
    await w.put(tableDefs.events, manager.id, {
      date: dayBefore(setup.today, Math.max(1, plan.opened - INSTALLED_AFTER_DAYS)),
      time: '09:00',
      client: clientid,
      project: id,
      kind: 'montazh',
      duration: EVENT_MINUTES.montazh,
      assignees: [installer.id],
      status: 'done',
      note: 'Смонтировано',
    });
  }
  for (const pay of clientPayments(plan, money.amount)) {
    await w.put(tableDefs.oplata, setup.ownerId, {
      project: id,
      amount: pay.amount,
      date: dayBefore(setup.today, pay.ago),
      method: pay.method,
      kind: pay.kind,
      note: pay.kind === 'predoplata' ? 'Предоплата по договору' : 'Окончательный расчёт',
    });
  }
  return { id, plan, money, installerId: installer?.id ?? null };
}

/** How long each kind of visit takes in a ceiling company's day: a measurement, a room's installation. */
const EVENT_MINUTES: Record<EventPlan['kind'], number> = { zamer: 60, montazh: 240, other: 60 };

/** Writes every record of the demo company; what it wrote, by table. */
export async function writeDemoRecords(tx: Tx, setup: DemoSetup, random: Random): Promise<DemoCounts> {
  const w = new Writer(tx, setup);
  const office = setup.people.olga.id;
  const clientIds: number[] = [];
  for (const client of demoClients) {
    clientIds.push(await w.put(tableDefs.clients, office, { ...client, notes: client.notes ?? '' }));
  }
  const projects = [];
  for (const plan of demoProjects) projects.push(await writeProject(w, plan, clientIds, random));

  const spend = async (ago: number, projectid: number, category: string, amount: number, note: string) => {
    if (amount <= 0) return;
    await insertExpense(tx, setup.companyId, setup.ownerId, {
      projectid,
      category,
      amount,
      date: dayBefore(setup.today, Math.max(1, ago)),
      note,
    });
    w.counts.expenses += 1;
  };
  for (const project of projects) {
    const { id, plan } = project;
    // materials are in the cost price and the installer's pay in his payouts (decision 0035): a project's
    // own expense is the delivery of its materials
    if (plan.work === 'proizv' || plan.work === 'montazh' || plan.work === 'done') {
      await spend(plan.opened - MATERIALS_AFTER_DAYS, id, 'Доставка', DELIVERY, 'Доставка полотна и профиля');
    }
    const mountedAgo = Math.max(1, plan.opened - INSTALLED_AFTER_DAYS);
    w.counts.payouts += await writeProjectCosts(
      tx,
      setup,
      project,
      project.installerId,
      PAY_AFTER_DAYS,
      mountedAgo,
    );
  }
  for (const e of companyExpenses) await spend(e.ago, 0, e.category, e.amount, e.note);
  return w.counts;
}
