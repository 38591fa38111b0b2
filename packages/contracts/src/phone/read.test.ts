import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { PHONE_MESSAGES, phoneToStore, phoneWarning, readPhone } from './read.js';
import { formatPhone } from './show.js';

const { foreign, notRussian } = PHONE_MESSAGES;

/** typed → stored, shown, warning; each row written out by hand. */
const table: [typed: string, stored: string, shown: string, warning: string | null][] = [
  // the ways a Russian writes one mobile number
  ['8 912 345-67-89', '+79123456789', '+7 (912) 345-67-89', null],
  ['89123456789', '+79123456789', '+7 (912) 345-67-89', null],
  ['+7 912 345 67 89', '+79123456789', '+7 (912) 345-67-89', null],
  ['+7 (912) 345-67-89', '+79123456789', '+7 (912) 345-67-89', null],
  ['9123456789', '+79123456789', '+7 (912) 345-67-89', null],
  ['7 912 345 67 89', '+79123456789', '+7 (912) 345-67-89', null],
  ['8-912-345-67-89', '+79123456789', '+7 (912) 345-67-89', null],
  ['  +7(912)3456789 ', '+79123456789', '+7 (912) 345-67-89', null],
  ['8 (9123) 45.67.89', '+79123456789', '+7 (912) 345-67-89', null],
  // pasted from a document: en dashes, a minus sign, a no-break space
  ['+7 912 345–67–89', '+79123456789', '+7 (912) 345-67-89', null],
  ['8\u00a0912\u00a0345\u221267\u221289', '+79123456789', '+7 (912) 345-67-89', null],
  // «+7 8 912…»: the trunk 8 kept after the code; the old exit code 810
  ['+7 8 912 345 67 89', '+79123456789', '+7 (912) 345-67-89', null],
  ['8 10 7 912 345 67 89', '+79123456789', '+7 (912) 345-67-89', null],
  // landlines, a free 8-800 line, and Kazakhstan, which shares +7
  ['8 (495) 123-45-67', '+74951234567', '+7 (495) 123-45-67', null],
  ['8 (81153) 2-34-56', '+78115323456', '+7 (811) 532-34-56', null],
  ['8 800 555-35-35', '+78005553535', '+7 (800) 555-35-35', null],
  ['+7 701 123 45 67', '+77011234567', '+7 (701) 123-45-67', null],
  // a digit short: not +7 (891) 234-56-78, the number the old mask made of it
  ['8912345678', '8912345678', '8912345678', notRussian],
  ['8 912 345-67-8', '8 912 345-67-8', '8 912 345-67-8', notRussian],
  ['912 345 67 8', '912 345 67 8', '912 345 67 8', notRussian],
  // a digit too many, a code no Russian range has, a local number without its code
  ['+7 912 345 67 890', '+7 912 345 67 890', '+7 912 345 67 890', notRussian],
  ['+7 (612) 345-67-89', '+7 (612) 345-67-89', '+7 (612) 345-67-89', notRussian],
  ['2-34-56', '2-34-56', '2-34-56', notRussian],
  ['007 912 345 67 89', '007 912 345 67 89', '007 912 345 67 89', notRussian],
  // two numbers in one field are not read as one
  [
    '8 912 345 67 89 8 912 000 00 00',
    '8 912 345 67 89 8 912 000 00 00',
    '8 912 345 67 89 8 912 000 00 00',
    notRussian,
  ],
  // foreign numbers, and a mistyped code
  ['+375 29 123-45-67', '+375 29 123-45-67', '+375 29 123-45-67', foreign],
  ['+1 212 555 0100', '+1 212 555 0100', '+1 212 555 0100', foreign],
  ['+8 912 345 67 89', '+8 912 345 67 89', '+8 912 345 67 89', foreign],
];

describe('a typed phone: stored, shown, warned', () => {
  it.each(table)('%j', (typed, stored, shown, warning) => {
    expect(phoneToStore(typed)).toBe(stored);
    expect(formatPhone(stored)).toBe(shown);
    expect(formatPhone(typed)).toBe(shown.trim());
    expect(phoneWarning(typed)).toBe(warning);
  });

  it('an empty phone is empty, with nothing to warn about', () => {
    for (const typed of ['', '   ']) {
      expect(readPhone(typed)).toEqual({ kind: 'empty' });
      expect(phoneWarning(typed)).toBeNull();
      expect(formatPhone(typed)).toBe('');
    }
    expect(formatPhone(null)).toBe('');
  });

  it('refuses text that is not a number, saying why', () => {
    const refused = (typed: string) => {
      const reading = readPhone(typed);
      return reading.kind === 'refused' ? reading.error : null;
    };
    expect(refused('позвонить Ивану')).toBe(PHONE_MESSAGES.notANumber);
    expect(refused('8 912 ABC 67 89')).toBe(PHONE_MESSAGES.notANumber);
    expect(refused('+7 495 123-45-67 доб. 12')).toBe(PHONE_MESSAGES.notANumber);
    expect(refused('8 912\u0000345 67 89')).toBe(PHONE_MESSAGES.notANumber);
    expect(refused('+ ( ) -')).toBe(PHONE_MESSAGES.notANumber);
    expect(refused('1'.repeat(51))).toBe('Не длиннее 50 символов');
    expect(refused('1'.repeat(50))).toBeNull();
    // text stored before these rules is still shown as it was
    expect(formatPhone('8 912 345-67-89 (жена)')).toBe('8 912 345-67-89 (жена)');
  });
});

/** A Russian mobile's ten digits: 9, a second digit of a fully assigned range (93x is partly free), eight more. */
const mobile = fc
  .tuple(fc.constantFrom(...'01245678 9'.replace(' ', '')), fc.stringMatching(/^\d{8}$/))
  .map(([second, rest]) => `9${second}${rest}`);

/** The ways people write it: «8 912 345-67-89», «89123456789», «+7 912 345 67 89», «+7 (912) 345-67-89». */
const styles = [
  (n: string) => `8 ${n.slice(0, 3)} ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
  (n: string) => `8${n}`,
  (n: string) => `+7 ${n.slice(0, 3)} ${n.slice(3, 6)} ${n.slice(6, 8)} ${n.slice(8)}`,
  (n: string) => `+7 (${n.slice(0, 3)}) ${n.slice(3, 6)}-${n.slice(6, 8)}-${n.slice(8)}`,
];

/** Strings made of what numbers are written with, so the parser, not the refusal, is what gets tested. */
const numberLike = fc
  .array(fc.constantFrom(...'0123456789789 +()-'), { maxLength: 24 })
  .map((chars) => chars.join(''));

describe('laws', () => {
  it('a Russian mobile typed in any of the four styles is stored as one value and shown one way', () => {
    fc.assert(
      fc.property(mobile, (n) => {
        for (const style of styles) {
          expect(phoneToStore(style(n))).toBe(`+7${n}`);
          expect(formatPhone(style(n))).toBe(styles[3]!(n));
          expect(phoneWarning(style(n))).toBeNull();
        }
      }),
    );
  });

  it('reading is idempotent: a stored or shown value reads back to the same stored value', () => {
    fc.assert(
      fc.property(fc.oneof(numberLike, fc.string({ maxLength: 30 })), (typed) => {
        const first = readPhone(typed);
        if (first.kind !== 'russian' && first.kind !== 'kept') return;
        expect(readPhone(first.stored)).toMatchObject({ kind: first.kind, stored: first.stored });
        expect(phoneToStore(formatPhone(first.stored))).toBe(first.stored);
      }),
    );
  });

  it('never makes another number: a number that is not read as Russian is kept exactly as typed', () => {
    fc.assert(
      fc.property(numberLike, (typed) => {
        const reading = readPhone(typed);
        if (reading.kind === 'kept') expect(reading.stored).toBe(typed.trim());
        if (reading.kind === 'russian') {
          // only a code and a trunk prefix may go: the ten digits are the typed ones, in order
          expect(typed.replace(/\D/g, '').endsWith(reading.stored.slice(2))).toBe(true);
        }
      }),
    );
  });
});
