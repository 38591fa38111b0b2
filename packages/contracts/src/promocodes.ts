import { z } from 'zod';

/** promocode/ (issue 12 §2): a percent off the next payment, or free days of a plan. */
export const promocodeKinds = ['percent', 'days'] as const;
export type PromocodeKind = (typeof promocodeKinds)[number];

const code = z
  .string({ error: 'Введите промокод' })
  .trim()
  .min(1, 'Введите промокод')
  .max(40, 'Промокод не длиннее 40 символов');

export const promocodeApplyBody = z.object({ code });

/** A code the company used. */
export const promocodeUseSchema = z.object({
  code: z.string(),
  kind: z.enum(promocodeKinds),
  /** percent or days */
  value: z.number().int(),
  tariffName: z.string().nullable(),
  appliedAt: z.string(),
  /** a percent discount waits for the next payment until spent */
  spent: z.boolean(),
});
export type PromocodeUse = z.infer<typeof promocodeUseSchema>;

export const promocodeUsesResponse = z.object({ content: z.array(promocodeUseSchema) });

export const promocodeApplyResponse = z.object({
  res: z.literal(true),
  /** what the code gave, in Russian */
  message: z.string(),
  use: promocodeUseSchema,
});

/** An admin makes a code (upper-cased): percent 1–100, or days 1–366 of a paid plan. */
export const promocodeCreateBody = z
  .object({
    code: code.regex(/^[\p{L}\d_-]+$/u, 'Промокод: буквы, цифры, «-» и «_»'),
    kind: z.enum(promocodeKinds, { error: 'Вид промокода: скидка в процентах или бесплатные дни' }),
    value: z.number({ error: 'Укажите размер скидки или число дней' }).int().min(1, 'Не меньше 1'),
    tariffId: z.number().int().positive().max(2_147_483_647).optional(),
    ends: z.iso.date({ error: 'Дата окончания в формате ГГГГ-ММ-ДД' }),
    maxUses: z.number({ error: 'Укажите число использований' }).int().min(1, 'Не меньше 1').max(1_000_000),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'percent' && v.value > 100)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Скидка — не больше 100 %' });
    if (v.kind === 'days' && v.value > 366)
      ctx.addIssue({ code: 'custom', path: ['value'], message: 'Не больше 366 дней' });
    if (v.kind === 'days' && !v.tariffId)
      ctx.addIssue({
        code: 'custom',
        path: ['tariffId'],
        message: 'Укажите тариф, дни которого даёт промокод',
      });
  });
export type PromocodeCreateBody = z.infer<typeof promocodeCreateBody>;

export const promocodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(promocodeKinds),
  value: z.number().int(),
  tariffId: z.number().int().nullable(),
  ends: z.string(),
  maxUses: z.number().int(),
  used: z.number().int(),
});
export const promocodesResponse = z.object({ content: z.array(promocodeSchema) });
