import { describe, expect, it } from 'vitest';
import { personColor, personPalette } from './event-looks';

describe('personColor', () => {
  it('gives each person one colour, different for neighbours, gray for nobody', () => {
    expect(personColor(7)).toBe(personColor(7));
    expect(personColor(0)).toBe('gray');
    const firstTwelve = new Set(Array.from({ length: personPalette.length }, (_, i) => personColor(i + 1)));
    expect(firstTwelve.size).toBe(personPalette.length);
  });
});
