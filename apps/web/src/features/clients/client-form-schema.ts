import { optionalPhone } from '@glad/contracts';
import { z } from 'zod';

/** What the client form checks as the user types; the server checks the same limits (contracts). */
export const clientFormSchema = z.object({
  name: z.string().trim().min(1, 'Укажите имя клиента').max(200, 'Не длиннее 200 символов'),
  adresa: z.string().trim().max(500, 'Не длиннее 500 символов'),
  phone: optionalPhone,
  notes: z.string().max(10_000, 'Не длиннее 10 000 символов'),
});
export type ClientFormValues = z.input<typeof clientFormSchema>;
