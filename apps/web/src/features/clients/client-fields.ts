import { formatPhone, optionalPhone } from '@glad/contracts';
import { z } from 'zod';

/** Russian names of a client's fields (form labels, lost-value notices). */
export const clientFieldLabels: Record<string, string> = {
  name: 'Имя',
  adresa: 'Адрес',
  phone: 'Телефон',
  notes: 'Заметки',
};

/** What the client form checks as the user types; the server checks the same limits (contracts). */
export const clientFormSchema = z.object({
  name: z.string().trim().min(1, 'Укажите имя клиента').max(200, 'Не длиннее 200 символов'),
  adresa: z.string().trim().max(500, 'Не длиннее 500 символов'),
  phone: optionalPhone,
  notes: z.string().max(10_000, 'Не длиннее 10 000 символов'),
});
export type ClientFormValues = z.input<typeof clientFormSchema>;

/** A client's value as the card shows it, for the notice of values overwritten by sync: a phone the Russian way. */
export function clientValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'пусто';
  if (field === 'phone' && typeof value === 'string') return formatPhone(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}

export const clientPlural = ['клиент', 'клиента', 'клиентов'] as const;
