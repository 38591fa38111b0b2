import { describe, expect, it } from 'vitest';
import { displayName, joinFilled, personName } from './join.js';

describe('joinFilled and personName', () => {
  it('joins only the filled parts, trimmed', () => {
    expect(joinFilled([' ИНН 1 ', undefined, '', '  ', 'КПП 2'])).toBe('ИНН 1, КПП 2');
    expect(joinFilled(['a', null, 'b'], ' ')).toBe('a b');
    expect(joinFilled([])).toBe('');
  });

  it('names a person family first, the email when no name is filled', () => {
    expect(personName({ family: 'Иванова', name: 'Мария', email: 'm@example.com' })).toBe('Иванова Мария');
    expect(personName({ family: '', name: 'Пётр', email: 'p@example.com' })).toBe('Пётр');
    expect(personName({ family: ' ', name: null, email: 'x@example.com' })).toBe('x@example.com');
  });

  it('names a person on the screens name first, the email when no name is filled', () => {
    expect(displayName({ name: 'Мария', family: 'Иванова', email: 'm@example.com' })).toBe('Мария Иванова');
    expect(displayName({ name: ' Пётр ', family: '', email: 'p@example.com' })).toBe('Пётр');
    expect(displayName({ name: '', family: ' ', email: 'x@example.com' })).toBe('x@example.com');
  });
});
