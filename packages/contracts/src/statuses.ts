import { z } from 'zod';
import { plainText } from './record-basics.js';

const INT_MAX = 2_147_483_647;

/**
 * Project statuses (docs/spec.md §3 «statuses (worked and payment groups)»): per company, ordered and coloured.
 * A project's `status_worked` holds a `work` status id and `status_payment` a `payment` one (0: none).
 */
export const statusGroups = ['work', 'payment'] as const;
export const statusGroup = z.enum(statusGroups, { error: 'Группа статуса: work или payment' });
export type StatusGroup = z.infer<typeof statusGroup>;
export const statusGroupLabels: Record<StatusGroup, string> = { work: 'Работы', payment: 'Оплата' };

export const statusColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'Цвет в формате #RRGGBB');

export const statusSchema = z.object({
  id: z.number().int(),
  group: statusGroup,
  name: z.string(),
  color: z.string(),
  sort: z.number().int(),
});
export type Status = z.infer<typeof statusSchema>;

/** Both groups, each ordered by `sort`. */
export const statusesAnswer = z.object({
  res: z.literal(true),
  work: z.array(statusSchema),
  payment: z.array(statusSchema),
});
export const statusAnswer = z.object({ res: z.literal(true), content: statusSchema });
export const statusListAnswer = z.object({ res: z.literal(true), content: z.array(statusSchema) });

/**
 * POST statuses/: creates a status, or with `id` changes it. `group` is required to create and cannot
 * change later; without `sort` a new status goes to the end of its group.
 */
export const statusSaveBody = z.object({
  id: z.number().int().positive().max(INT_MAX).optional(),
  group: statusGroup.optional(),
  name: plainText(100).pipe(z.string().min(1, 'Укажите название статуса')).optional(),
  color: statusColor.optional(),
  sort: z.number().int().min(0).max(100_000).optional(),
});

export const statusIdParam = z.object({ id: z.coerce.number().int().positive().max(INT_MAX) });

/** What a new company starts with. */
export const defaultStatuses: { group: StatusGroup; name: string; color: string }[] = [
  { group: 'work', name: 'Замер', color: '#228be6' },
  { group: 'work', name: 'Договор', color: '#7950f2' },
  { group: 'work', name: 'В производстве', color: '#fd7e14' },
  { group: 'work', name: 'Монтаж', color: '#15aabf' },
  { group: 'work', name: 'Завершён', color: '#40c057' },
  { group: 'payment', name: 'Не оплачен', color: '#fa5252' },
  { group: 'payment', name: 'Предоплата', color: '#fab005' },
  { group: 'payment', name: 'Оплачен', color: '#40c057' },
];
