import { z } from 'zod';
import { pageQuery, paginated } from './common.js';

export const adminChartQuery = z.object({
  days: z.coerce.number().int().min(1, 'Не меньше 1 дня').max(366, 'Не больше 366 дней').default(30),
});

/** Registrations (new companies) per day, oldest first, every day present (zero when none). */
export const adminChartResponse = z.object({
  /** Days are Moscow calendar days, YYYY-MM-DD. */
  days: z.array(z.object({ date: z.string(), count: z.number().int() })),
  total: z.number().int(),
});
export type AdminChart = z.infer<typeof adminChartResponse>;

/** Events the platform records itself (platform_events), beside those read from their own tables. */
export const platformEventKinds = [
  'admin_grant',
  'admin_revoke',
  'plan_extend',
  'company_block',
  'company_unblock',
  'user_attach',
  'user_delete',
  'payment',
  'plan_end',
  'promocode',
  'installer_hide',
  'installer_unhide',
  'installer_remove',
] as const;
export type PlatformEventKind = (typeof platformEventKinds)[number];

export const adminEventTypes = ['registration', 'login', 'password_reset', ...platformEventKinds] as const;
export type AdminEventType = (typeof adminEventTypes)[number];
export const adminEventLabels: Record<AdminEventType, string> = {
  registration: 'Регистрация компании',
  login: 'Вход',
  password_reset: 'Сброс пароля',
  admin_grant: 'Выданы права администратора',
  admin_revoke: 'Сняты права администратора',
  plan_extend: 'Тариф продлён администратором',
  company_block: 'Компания заблокирована',
  company_unblock: 'Компания разблокирована',
  user_attach: 'Пользователь привязан к компании',
  user_delete: 'Пользователь удалён',
  payment: 'Оплата тарифа',
  plan_end: 'Тариф закончился',
  promocode: 'Применён промокод',
  installer_hide: 'Монтажник скрыт',
  installer_unhide: 'Монтажник снова виден',
  installer_remove: 'Снята отметка монтажника',
};

const isoDay = z.iso.date({ error: 'Дата в формате ГГГГ-ММ-ДД' });

export const adminEventsQuery = pageQuery.extend({
  type: z.enum(adminEventTypes, { error: 'Неизвестный тип события' }).optional(),
  companyId: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  /** Moscow days, inclusive */
  from: isoDay.optional(),
  to: isoDay.optional(),
});

export const adminEventSchema = z.object({
  /** Stable across pages: type and the source row id. */
  id: z.string(),
  type: z.enum(adminEventTypes),
  /** ISO date and time. */
  date: z.string(),
  userId: z.number().int().nullable(),
  email: z.string().nullable(),
  companyId: z.number().int().nullable(),
  companyName: z.string().nullable(),
  /** Address the sign-in came from (logins only). */
  ip: z.string().nullable(),
  /** The admin who acted (admin actions from the web), by email. */
  actorEmail: z.string().nullable(),
  /** What the event carried: a reason, a plan, a number of days… */
  details: z.record(z.string(), z.union([z.string(), z.number(), z.null()])),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventsResponse = paginated(adminEventSchema);

/** A platform user who belongs to no company. */
export const noCompanyUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  name: z.string(),
  family: z.string(),
  admin: z.boolean(),
  createdAt: z.string(),
  lastLogin: z.string().nullable(),
});
export type NoCompanyUser = z.infer<typeof noCompanyUserSchema>;
export const noCompanyResponse = paginated(noCompanyUserSchema);

/** Platform figures for the admin's first page. */
export const adminStatsResponse = z.object({
  companies: z.number().int(),
  /** companies with a user active in the last 7 / 30 days */
  active7: z.number().int(),
  active30: z.number().int(),
  /** companies on a paid plan that has not ended */
  paying: z.number().int(),
  /** kopecks received from paid plans, all time */
  revenue: z.number().int(),
});

export const adminCompaniesQuery = pageQuery.extend({
  search: z.string().trim().max(200, 'Не больше 200 символов').optional(),
});

export const adminCompanySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  tariffId: z.number().int(),
  tariffName: z.string(),
  /** YYYY-MM-DD, the last paid day; null for the free plan */
  tariffEnd: z.string().nullable(),
  staff: z.number().int(),
  projects: z.number().int(),
  lastActivity: z.string().nullable(),
  blockedReason: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminCompany = z.infer<typeof adminCompanySchema>;
export const adminCompaniesResponse = paginated(adminCompanySchema);

export const adminExtendBody = z.object({
  tariffId: z.number().int().positive().max(2_147_483_647),
  days: z.number().int('Целое число дней').min(1, 'Не меньше 1 дня').max(3660, 'Не больше 3660 дней'),
});

/** POST admin/companies/{id}/extend/: the plan the company has now and its last day. */
export const adminExtendResponse = z.object({ tariffId: z.number().int(), tariffEnd: z.string() });

export const adminBlockBody = z.object({
  reason: z.string().trim().min(3, 'Укажите причину блокировки').max(500, 'Не больше 500 символов'),
});

export const adminAttachBody = z.object({
  companyId: z.number().int().positive().max(2_147_483_647),
});

/** /dev/: the server's state for admins. */
export const adminDevResponse = z.object({
  version: z.string(),
  commit: z.string().nullable(),
  node: z.string(),
  uptime: z.number(),
  memory: z.object({ rss: z.number(), heapUsed: z.number(), heapTotal: z.number() }),
  db: z.object({ kind: z.enum(['pglite', 'postgres']), size: z.number() }),
  /** tags of the migrations applied, in order */
  migrations: z.array(z.string()),
  jobs: z.object({ due: z.number().int(), failing: z.number().int(), sentToday: z.number().int() }),
  outbox: z.object({ smtp: z.boolean(), files: z.number().int(), dir: z.string().nullable() }),
});
export type AdminDev = z.infer<typeof adminDevResponse>;

/** admin/potolochniki/: installers of every company (users holding the installer group). */
export const adminInstallersQuery = pageQuery.extend({
  search: z.string().trim().max(200, 'Не больше 200 символов').optional(),
});

export const adminInstallerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  family: z.string(),
  email: z.string(),
  phone: z.string(),
  companyId: z.number().int(),
  companyName: z.string(),
  /** hidden by an admin: left out of the company's installer list (potolochniki/), so gets no new jobs */
  hidden: z.boolean(),
  /** installation events (montazh) assigned to him: all, and those from today on */
  jobs: z.number().int(),
  upcomingJobs: z.number().int(),
  lastActivity: z.string().nullable(),
});
export type AdminInstaller = z.infer<typeof adminInstallerSchema>;
export const adminInstallersResponse = paginated(adminInstallerSchema);

export const adminInstallerPatch = z.object({
  hidden: z.boolean({ error: 'Укажите hidden: true или false' }),
});

/** admin/tariffs/: the plans an admin may give a company (any admin, with or without a company). */
export const adminPlansResponse = z.array(
  z.object({ id: z.number().int(), name: z.string(), price: z.number().int(), free: z.boolean() }),
);
