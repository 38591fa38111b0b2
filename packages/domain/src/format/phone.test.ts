import { describe, expect, it } from 'vitest';
import { formatPhoneRu, phoneHref } from './phone.js';

describe('Russian phone numbers', () => {
  it('formats the usual ways people type them', () => {
    for (const typed of [
      '89991234567',
      '+79991234567',
      '+7 999 123 45 67',
      '8 (999) 123-45-67',
      '9991234567',
    ]) {
      expect(formatPhoneRu(typed)).toBe('+7 (999) 123-45-67');
    }
  });
  it('leaves foreign and broken numbers as typed', () => {
    expect(formatPhoneRu('+375 29 123-45-67')).toBe('+375 29 123-45-67');
    expect(formatPhoneRu(' 12-34 ')).toBe('12-34');
    expect(formatPhoneRu('позвонить Ивану')).toBe('позвонить Ивану');
    expect(formatPhoneRu(null)).toBe('');
  });
  it('gives a tel: link', () => {
    expect(phoneHref('8 (999) 123-45-67')).toBe('tel:+79991234567');
    expect(phoneHref('+375 29 123-45-67')).toBe('tel:+375291234567');
    expect(phoneHref('')).toBeNull();
    expect(phoneHref('12')).toBeNull();
  });
});
