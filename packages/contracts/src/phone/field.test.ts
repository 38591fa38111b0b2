import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { optionalPhone, requiredPhone } from './field.js';
import { PHONE_MESSAGES } from './read.js';

const errorOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('the phone fields of every body', () => {
  it('store the normal form of a Russian number and any other number as typed', () => {
    expect(optionalPhone.parse('8 912 345-67-89')).toBe('+79123456789');
    expect(requiredPhone.parse(' +7 (912) 345-67-89 ')).toBe('+79123456789');
    expect(optionalPhone.parse(' +375 29 123-45-67 ')).toBe('+375 29 123-45-67');
    expect(requiredPhone.parse('8912345678')).toBe('8912345678');
  });

  it('let an optional phone be cleared, and ask for a required one', () => {
    expect(optionalPhone.parse('  ')).toBe('');
    expect(errorOf(requiredPhone, '  ')).toBe(PHONE_MESSAGES.required);
    expect(errorOf(requiredPhone, undefined)).toBe(PHONE_MESSAGES.required);
    expect(errorOf(z.object({ phone: optionalPhone }), { phone: 79123456789 })).toBeTruthy();
  });

  it('refuse text that is not a number, in Russian', () => {
    expect(errorOf(optionalPhone, 'нет телефона')).toBe(PHONE_MESSAGES.notANumber);
    expect(errorOf(requiredPhone, '+7 999 ABC 45 67')).toBe(PHONE_MESSAGES.notANumber);
    expect(errorOf(optionalPhone, '8'.repeat(51))).toBe('Не длиннее 50 символов');
  });
});
