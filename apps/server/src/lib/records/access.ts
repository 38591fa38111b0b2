import {
  CALENDAR_GROUP,
  ESTIMATES_GROUP,
  EXPENSES_GROUP,
  INSTALLER_GROUP,
  RECORDS_GROUP,
  type SyncTable,
} from '@glad/contracts';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { projects, users } from '../../db/schema/index.js';
import { badRequest, forbidden } from '../errors.js';
import { hasRight } from '../rights.js';
import type { WriteCtx } from './context.js';
import type { OwnColumnsOf, Row, TableDef } from './tables.js';

/*
 * Who may change which synced record (decision 0023). Reading is the whole company's (every device holds
 * the company's offline copy); writing follows the rights groups the owner gave:
 * - «Клиенты и объекты» (2): clients, projects and drafts of the whole company. Without it a user keeps
 *   his own: projects he manages (a new one is his), their drafts, drafts of no project, and clients none
 *   of whose projects someone else manages.
 * - «Сметы» (3): client and installer estimates, nobody else.
 * - «Календарь» (4): every user's events. Without it, one's own: events one is among the assignees of.
 * - «Расходы» (11): client payments (oplata), nobody else (docs/spec.md §6: money is the owner's or group 11's).
 * Deleting for good from the trash needs the group of the record's kind. Every write path (REST, sync
 * push, trash, copies) goes through records/write.ts, which asks here.
 */

const groupOf: Record<SyncTable, string> = {
  clients: RECORDS_GROUP,
  projects: RECORDS_GROUP,
  drafts: RECORDS_GROUP,
  events: CALENDAR_GROUP,
  smety: ESTIMATES_GROUP,
  smetymontazh: ESTIMATES_GROUP,
  oplata: EXPENSES_GROUP,
};

const groupName: Record<string, string> = {
  [RECORDS_GROUP]: 'Клиенты и объекты',
  [ESTIMATES_GROUP]: 'Сметы',
  [CALENDAR_GROUP]: 'Календарь',
  [EXPENSES_GROUP]: 'Расходы',
};

const OWN_PROJECTS = 'Без права «Клиенты и объекты» можно вести только свои объекты — те, где вы менеджер';
const OWN_DRAFTS = 'Без права «Клиенты и объекты» можно менять только чертежи своих объектов';
const OWN_CLIENTS = 'Без права «Клиенты и объекты» можно менять только клиентов своих объектов';
const OWN_EVENTS = 'Без права «Календарь» можно планировать только свои события';
const ESTIMATES = 'Сметы может составлять и менять владелец или сотрудник с правом «Сметы»';
const PAYMENTS = 'Оплаты может записывать и менять владелец или сотрудник с правом «Расходы»';
const NOT_INSTALLER = 'Монтажником можно назначить только сотрудника с правом «Монтажник»';

const wholeCompany = (ctx: WriteCtx, def: TableDef) => hasRight(ctx.access, groupOf[def.name]);
const num = (value: unknown) => (typeof value === 'number' ? value : Number(value ?? 0) || 0);

async function projectIsMine(ctx: WriteCtx, projectId: number): Promise<boolean> {
  if (projectId === 0) return true;
  const [row] = await ctx.tx
    .select({ manager: projects.project_manager })
    .from(projects)
    .where(and(eq(projects.company_id, ctx.companyId), eq(projects.id, projectId)));
  return row?.manager === ctx.userId;
}

async function clientIsMine(ctx: WriteCtx, clientId: number): Promise<boolean> {
  const [other] = await ctx.tx
    .select({ id: projects.id })
    .from(projects)
    .where(
      and(
        eq(projects.company_id, ctx.companyId),
        eq(projects.clientid, clientId),
        isNull(projects.deleted_at),
        ne(projects.project_manager, ctx.userId),
      ),
    )
    .limit(1);
  return other === undefined;
}

async function assertInstaller(ctx: WriteCtx, value: unknown) {
  if (value === undefined || value === null || value === 0 || value === '') return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > 2_147_483_647) {
    throw badRequest(NOT_INSTALLER);
  }
  const [row] = await ctx.tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.id, value),
        eq(users.companyId, ctx.companyId),
        isNull(users.deletedAt),
        sql`${users.rights} @> ${JSON.stringify([INSTALLER_GROUP])}::jsonb`,
      ),
    );
  if (!row) throw forbidden(NOT_INSTALLER);
}

/** An event's people (user ids), whatever shape the stored or given value has. */
const assigneesOf = (value: unknown): number[] => (Array.isArray(value) ? value.map(num) : []);

/**
 * The fields a new record of a user without the kind's group gets unless given: he is its manager or its
 * assignee, so it is his to change afterwards.
 */
export function ownFields(ctx: WriteCtx, def: TableDef, fields: Record<string, unknown>) {
  if (wholeCompany(ctx, def)) return {};
  if (def.name === 'projects' && !num(fields.project_manager)) {
    return { project_manager: ctx.userId } satisfies OwnColumnsOf<'projects'>;
  }
  if (def.name === 'events' && assigneesOf(fields.assignees).length === 0) {
    return { assignees: [ctx.userId] } satisfies OwnColumnsOf<'events'>;
  }
  return {};
}

/**
 * Refuses (403, Russian) a put the writer's rights do not allow: `prev` is the stored row (null for a new
 * record), `next` the field values after the write, `changed` the fields it changes.
 */
export async function assertMayPut(
  ctx: WriteCtx,
  def: TableDef,
  prev: Row | null,
  next: Record<string, unknown>,
  changed: Record<string, unknown>,
) {
  if (def.name === 'smetymontazh' && 'montazhnik' in changed) await assertInstaller(ctx, changed.montazhnik);
  if (wholeCompany(ctx, def)) return;
  switch (def.name) {
    case 'smety':
    case 'smetymontazh':
      throw forbidden(ESTIMATES);
    case 'oplata':
      throw forbidden(PAYMENTS);
    case 'projects':
      if (prev && num(prev.project_manager) !== ctx.userId) throw forbidden(OWN_PROJECTS);
      if (num(next.project_manager) !== ctx.userId) throw forbidden(OWN_PROJECTS);
      return;
    case 'drafts':
      if (prev && !(await projectIsMine(ctx, num(prev.projectid)))) throw forbidden(OWN_DRAFTS);
      if (!(await projectIsMine(ctx, num(next.projectid)))) throw forbidden(OWN_DRAFTS);
      return;
    case 'clients':
      if (prev && !(await clientIsMine(ctx, num(prev.id)))) throw forbidden(OWN_CLIENTS);
      return;
    case 'events':
      if (prev && !assigneesOf(prev.assignees).includes(ctx.userId)) throw forbidden(OWN_EVENTS);
      if (!assigneesOf(next.assignees).includes(ctx.userId)) throw forbidden(OWN_EVENTS);
      return;
  }
}

/** Refuses a delete into the trash, or a restore from it, of a record that is not the writer's to change. */
export async function assertMayRemove(ctx: WriteCtx, def: TableDef, row: Row) {
  if (wholeCompany(ctx, def)) return;
  await assertMayPut(ctx, def, row, row, {});
}

/** Deleting for good: the owner, or the rights group of the record's kind. */
export function assertMayErase(ctx: WriteCtx, def: TableDef) {
  if (wholeCompany(ctx, def)) return;
  const group = groupName[groupOf[def.name]];
  throw forbidden(`Удалять навсегда из корзины может владелец или сотрудник с правом «${group}»`);
}
