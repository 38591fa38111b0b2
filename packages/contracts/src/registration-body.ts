import { z } from 'zod';
import { altchaPayload, authEmail, newPassword } from './auth.js';
import { requiredPhone } from './phone/index.js';

// The registration's body apart from the sign-in answers (auth.ts): its phone field brings the phone parser
// (libphonenumber), which the login page and its answers never need (decisions 0051, 0056).

export const registrationBody = z.object({
  companyName: z
    .string({ error: 'Укажите название компании' })
    .trim()
    .min(1, 'Укажите название компании')
    .max(200, 'Слишком длинное название компании'),
  name: z.string({ error: 'Укажите имя' }).trim().min(1, 'Укажите имя').max(100, 'Слишком длинное имя'),
  email: authEmail,
  phone: requiredPhone,
  password: newPassword,
  altcha: altchaPayload,
});
export type RegistrationBody = z.input<typeof registrationBody>;
