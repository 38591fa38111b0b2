import { z } from 'zod';
import { requisitesSchema } from './company.js';
import { optionalPhone } from './phone/index.js';

/*
 * The company's profile as its owner edits it. Apart from company.ts (the company as the server answers
 * it) so that a screen reading the company does not load the phone parser (decision 0051).
 */

const text = (max: number) => z.string().trim().max(max, `Не длиннее ${max} символов`);

export const updateCompanyBody = z
  .object({
    name: text(200).min(1, 'Укажите название компании').optional(),
    email: z
      .string()
      .trim()
      .max(200, 'Не длиннее 200 символов')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Неверный адрес почты')
      .optional(),
    city: text(100).optional(),
    adres: text(300).optional(),
    phone: optionalPhone.optional(),
    managerdetail: text(2000).optional(),
    requisites: requisitesSchema.optional(),
  })
  .refine((b) => Object.values(b).some((v) => v !== undefined), 'Нет полей для изменения');
export type UpdateCompanyBody = z.infer<typeof updateCompanyBody>;
