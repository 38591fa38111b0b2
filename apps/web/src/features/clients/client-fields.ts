import { formatPhone } from '@glad/contracts';

/** Russian names of a client's fields (form labels, lost-value notices). */
export const clientFieldLabels: Record<string, string> = {
  name: 'Имя',
  adresa: 'Адрес',
  phone: 'Телефон',
  notes: 'Заметки',
};

/** A client's value as the card shows it, for the notice of values overwritten by sync: a phone the Russian way. */
export function clientValueText(field: string, value: unknown): string {
  if (value === null || value === undefined || value === '') return 'пусто';
  if (field === 'phone' && typeof value === 'string') return formatPhone(value);
  return typeof value === 'string' ? value : JSON.stringify(value);
}
