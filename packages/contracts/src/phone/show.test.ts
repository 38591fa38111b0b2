import { describe, expect, it } from 'vitest';
import { formatPhone, phoneLinks } from './show.js';

describe('where a phone leads', () => {
  it('a Russian number: a call, WhatsApp and Telegram, however it was stored', () => {
    const links = {
      call: 'tel:+79123456789',
      whatsapp: 'https://wa.me/79123456789',
      telegram: 'https://t.me/+79123456789',
    };
    expect(phoneLinks('+79123456789')).toEqual(links);
    expect(phoneLinks('8 (912) 345-67-89')).toEqual(links);
  });

  it('a foreign number typed with its +: the same three, with its own digits', () => {
    expect(phoneLinks('+375 29 123-45-67')).toEqual({
      call: 'tel:+375291234567',
      whatsapp: 'https://wa.me/375291234567',
      telegram: 'https://t.me/+375291234567',
    });
  });

  it('a number without its country: only a call; nothing when there is nothing to call', () => {
    expect(phoneLinks('2-34-56')).toEqual({ call: 'tel:23456', whatsapp: null, telegram: null });
    expect(phoneLinks('12-34')).toBeNull();
    expect(phoneLinks('+12 34')).toBeNull();
    expect(phoneLinks('')).toBeNull();
    expect(phoneLinks(undefined)).toBeNull();
    expect(phoneLinks('позвонить Ивану')).toBeNull();
  });
});

describe('a phone shown again', () => {
  it('reads the same, also after more numbers than the memory keeps', () => {
    expect(formatPhone('89123456789')).toBe('+7 (912) 345-67-89');
    for (let i = 0; i < 2500; i++) formatPhone(`+7912${String(i).padStart(7, '0')}`);
    expect(formatPhone('89123456789')).toBe('+7 (912) 345-67-89');
    expect(formatPhone('+79120002499')).toBe('+7 (912) 000-24-99');
    expect(phoneLinks('89123456789')?.call).toBe('tel:+79123456789');
  });
});
