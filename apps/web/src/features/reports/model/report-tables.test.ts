import { describe, expect, it } from 'vitest';
import { shortPersonName } from './report-tables';

describe('shortPersonName', () => {
  it('keeps the first name and the initial of the second word', () => {
    expect(shortPersonName('Анна Смирнова')).toBe('Анна С.');
    expect(shortPersonName('  Ольга   Васильева Петровна ')).toBe('Ольга В.');
  });
  it('leaves a single word, and an empty name, as they are', () => {
    expect(shortPersonName('Демо')).toBe('Демо');
    expect(shortPersonName('')).toBe('');
  });
});
