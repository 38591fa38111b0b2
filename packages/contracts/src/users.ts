import { z } from 'zod';

/**
 * Rights groups a company user can hold (docs/spec.md §3 "rights": list of group ids). The owner (vladelec) holds
 * every right without listing them. Ids are strings because the spec's expense check compares with '11'.
 */
export const rightsGroups = [
  { id: '1', label: 'Сотрудники', help: 'Добавлять, изменять и удалять сотрудников, назначать монтажников.' },
  {
    id: '2',
    label: 'Клиенты и объекты',
    help: 'Вести клиентов, объекты и замеры всей компании (без права — только свои объекты), статусы, удалять их навсегда из корзины.',
  },
  { id: '3', label: 'Сметы', help: 'Составлять сметы и сметы монтажа, менять их настройки и шаблоны.' },
  {
    id: '4',
    label: 'Календарь',
    help: 'Планировать замеры и монтажи всех сотрудников (без права — только свои события).',
  },
  {
    id: '5',
    label: 'Отчёты',
    help: 'Смотреть отчёты по объектам, оплатам и сотрудникам; видеть и менять себестоимость и прибыль.',
  },
  { id: '6', label: 'Прайс-лист и калькуляторы', help: 'Менять цены, шаблоны калькуляторов и конфигурации.' },
  { id: '7', label: 'Монтажник', help: 'Потолочник: получает сметы монтажа и выезды на монтаж.' },
  { id: '11', label: 'Расходы', help: 'Вносить и смотреть расходы компании.' },
] as const;

export type RightsGroupId = (typeof rightsGroups)[number]['id'];

/** Manages staff: add, edit, remove users and the installer mark. */
export const STAFF_ADMIN_GROUP = '1' satisfies RightsGroupId;
/** Clients, projects and drafts of the whole company, statuses, erasing them from the trash. */
export const RECORDS_GROUP = '2' satisfies RightsGroupId;
/** Estimates (smety, smetymontazh), the SMETA_* estimate settings and templates. */
export const ESTIMATES_GROUP = '3' satisfies RightsGroupId;
/** Events of every user (without it: one's own). */
export const CALENDAR_GROUP = '4' satisfies RightsGroupId;
/** Reports, and with them cost prices and profit. */
export const REPORTS_GROUP = '5' satisfies RightsGroupId;
/** The price list, calculator templates and calculators. */
export const PRICING_GROUP = '6' satisfies RightsGroupId;
/** An installer (монтажник, потолочник): listed by potolochniki/. */
export const INSTALLER_GROUP = '7' satisfies RightsGroupId;
/** Expenses (docs/spec.md §6: the owner or group '11'). */
export const EXPENSES_GROUP = '11' satisfies RightsGroupId;

const groupIds = rightsGroups.map((g) => g.id) as [RightsGroupId, ...RightsGroupId[]];
export const rightsGroupId = z.enum(groupIds, { error: 'Неизвестная группа прав' });

/** Shown instead of a missing position or name (docs/spec.md §8). */
export const NO_DATA = 'нет данных';
/** The picture of a user without a photo; the web serves this file. */
export const DEFAULT_USER_PHOTO = '/default-user.svg';

/** A user as docs/spec.md §3 lists it. Dates are ISO strings. */
export const userSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  family: z.string(),
  secondname: z.string(),
  email: z.string(),
  lastLogin: z.string().nullable(),
  phone: z.string(),
  admin: z.boolean(),
  rights: z.array(z.string()),
  /** Initials badge: first letters of name and family («ИП»). */
  ABR: z.string(),
  no_photo: z.boolean(),
  /** `/api/files/{id}/` or DEFAULT_USER_PHOTO. */
  photo: z.string(),
  /** The position, or NO_DATA. */
  dolzhnost: z.string(),
  vladelec: z.boolean(),
});
export type User = z.infer<typeof userSchema>;

/** An employee of the list (docs/spec.md §3): a user plus activity. */
export const employeeSchema = userSchema.extend({
  LAST_ACTIVITY_DATE: z.string().nullable(),
  LAST_LOGIN: z.string().nullable(),
  /** Active within the last ONLINE_WINDOW_MS. */
  is_online: z.boolean(),
});
export type Employee = z.infer<typeof employeeSchema>;
export const employeesResponse = z.array(employeeSchema);

export const ONLINE_WINDOW_MS = 5 * 60 * 1000;

export const userResponse = z.object({ res: z.literal(true), user: userSchema });

/** An installer listed by potolochniki/, with whether he still holds the installer group. */
export const installerSchema = userSchema.extend({ installer: z.boolean() });
export const installersResponse = z.array(installerSchema);
export const installerToggleResponse = z.object({ res: z.literal(true), user: installerSchema });
