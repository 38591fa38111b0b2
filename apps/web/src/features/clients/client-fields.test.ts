import { describe, expect, it } from 'vitest';
import { clientValueText } from './client-fields';
import { clientFormSchema } from './client-form-schema';

describe('client fields', () => {
  it('show an overwritten phone the Russian way, other values as they are', () => {
    expect(clientValueText('phone', '+79161234567')).toBe('+7 (916) 123-45-67');
    expect(clientValueText('phone', '+375 29 123-45-67')).toBe('+375 29 123-45-67');
    expect(clientValueText('phone', '')).toBe('пусто');
    expect(clientValueText('name', 'Анна')).toBe('Анна');
    expect(clientValueText('notes', null)).toBe('пусто');
  });

  it('check the phone by the same rule as the server: text is refused, a foreign number passes', () => {
    const phoneError = (phone: string) =>
      clientFormSchema.safeParse({ name: 'Анна', adresa: '', phone, notes: '' }).error?.issues[0]?.message;
    expect(phoneError('позвонить Ивану')).toBe(
      'В номере телефона могут быть только цифры, пробелы, скобки, дефисы и +',
    );
    expect(phoneError('+375 29 123-45-67')).toBeUndefined();
    expect(phoneError('')).toBeUndefined();
  });
});
