import { describe, expect, it } from 'vitest';
import {
  ceilingHeightText,
  coordinateText,
  lengthText,
  parseCeilingHeight,
  parseCoordinate,
  parseLength,
} from './length';

describe('parseLength', () => {
  it('reads centimetres by default, millimetres with the toggle, and any typed unit', () => {
    expect(parseLength('254,5', 'cm')).toEqual({ ok: true, mm: 2545 });
    expect(parseLength('254.5', 'cm')).toEqual({ ok: true, mm: 2545 });
    expect(parseLength('2545', 'mm')).toEqual({ ok: true, mm: 2545 });
    expect(parseLength('2545мм', 'cm')).toEqual({ ok: true, mm: 2545 });
    expect(parseLength(' 2545 мм ', 'cm')).toEqual({ ok: true, mm: 2545 });
    expect(parseLength('254,5 см', 'mm')).toEqual({ ok: true, mm: 2545 });
    expect(parseLength('2,5м', 'cm')).toEqual({ ok: true, mm: 2500 });
    expect(parseLength('1 234,5', 'cm')).toEqual({ ok: true, mm: 12345 });
    expect(parseLength('', 'cm')).toEqual({ ok: true, mm: null });
  });

  it('refuses what is not a length, in Russian', () => {
    for (const text of ['abc', '12,3,4', '-5', '5 кг', '0', '0,01мм', '100001']) {
      const parsed = parseLength(text, 'cm');
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/[а-я]/);
    }
  });
});

describe('length and coordinate text', () => {
  it('shows a length in the unit of the field', () => {
    expect(lengthText(2545, 'cm')).toBe('254,5');
    expect(lengthText(30000, 'cm')).toBe('3000');
    expect(lengthText(2545, 'mm')).toBe('2545');
    expect(lengthText(null, 'cm')).toBe('');
  });

  it('reads and shows signed coordinates', () => {
    expect(parseCoordinate('-120,5', 'cm')).toEqual({ ok: true, mm: -1205 });
    expect(parseCoordinate('0', 'cm')).toEqual({ ok: true, mm: 0 });
    expect(parseCoordinate('', 'cm').ok).toBe(false);
    expect(coordinateText(-1205, 'cm')).toBe('-120,5');
    expect(coordinateText(0, 'cm')).toBe('0');
  });
});

describe('the ceiling height', () => {
  it('reads metres with a decimal comma or point, any typed unit, and nothing as not measured', () => {
    expect(parseCeilingHeight('3,20')).toEqual({ ok: true, m: 3.2 });
    expect(parseCeilingHeight('2.75')).toEqual({ ok: true, m: 2.75 });
    expect(parseCeilingHeight(' 3 ')).toEqual({ ok: true, m: 3 });
    expect(parseCeilingHeight('3,')).toEqual({ ok: true, m: 3 });
    expect(parseCeilingHeight('320 см')).toEqual({ ok: true, m: 3.2 });
    expect(parseCeilingHeight('2755мм')).toEqual({ ok: true, m: 2.76 });
    expect(parseCeilingHeight('')).toEqual({ ok: true, m: null });
  });

  it('refuses what is not a height, and heights out of 1,5…10 m, in Russian', () => {
    expect(parseCeilingHeight('320')).toEqual({ ok: false, error: 'Высота потолка — от 1,5 до 10 м' });
    expect(parseCeilingHeight('1,2')).toEqual({ ok: false, error: 'Высота потолка — от 1,5 до 10 м' });
    expect(parseCeilingHeight('10,01')).toEqual({ ok: false, error: 'Высота потолка — от 1,5 до 10 м' });
    expect(parseCeilingHeight('1,5').ok).toBe(true);
    expect(parseCeilingHeight('10').ok).toBe(true);
    expect(parseCeilingHeight('0')).toEqual({ ok: false, error: 'Высота потолка — от 1,5 до 10 м' });
    for (const text of ['abc', '3,2,1', '-3', '3 кг', '0см']) {
      const parsed = parseCeilingHeight(text);
      expect(parsed.ok, text).toBe(false);
      if (!parsed.ok) expect(parsed.error).toMatch(/[а-я]/);
    }
  });

  it('shows a measured height with two decimals, and nothing when not measured', () => {
    expect(ceilingHeightText(3.2)).toBe('3,20');
    expect(ceilingHeightText(0)).toBe('');
  });
});
