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

export const adminEventTypes = ['registration', 'login', 'password_reset'] as const;
export type AdminEventType = (typeof adminEventTypes)[number];
export const adminEventLabels: Record<AdminEventType, string> = {
  registration: 'Регистрация компании',
  login: 'Вход',
  password_reset: 'Сброс пароля',
};

export const adminEventsQuery = pageQuery.extend({
  type: z.enum(adminEventTypes, { error: 'Неизвестный тип события' }).optional(),
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
export const noCompanyResponse = paginated(noCompanyUserSchema);
