import parsePhoneNumber, { type PhoneNumber } from 'libphonenumber-js/core';
import { phoneMetadata } from './metadata.js';

/**
 * One reading of a typed phone, shared by the server (what is stored) and the web (what the form shows):
 * a Russian number however it is typed becomes `+7XXXXXXXXXX`; anything else that is written like a number
 * is kept as typed, with a warning the form shows; text that is no number at all is refused.
 */
export type PhoneReading =
  | { kind: 'empty' }
  /** a number of the +7 plan, stored in its normal form `+79123456789` */
  | { kind: 'russian'; stored: string; number: PhoneNumber }
  /** kept exactly as typed (trimmed): a foreign number, or one no Russian range holds */
  | { kind: 'kept'; stored: string; warning: string }
  /** not a phone number: refused with the reason */
  | { kind: 'refused'; error: string };

/** The country whose numbers people type without a code: ten digits, after 8, 7 or nothing. */
const HOME_COUNTRY = 'RU';
/** Russia and Kazakhstan share +7 and one numbering plan; a valid +7 number is stored as +7 and its digits. */
export const RUSSIAN_CALLING_CODE = '7';
/** The longest phone text kept: an international number written out with spaces and brackets fits twice. */
export const PHONE_MAX_LENGTH = 50;

/**
 * What a number is written with: digits, spaces, brackets, dots, the plus and dashes of every kind (text
 * pasted from a web page or a document often brings U+2010–U+2015 or the minus sign U+2212).
 */
const NUMBER_TEXT = /^[\d\s()+.\-\u2010-\u2015\u2212]+$/u;
/**
 * The digits allowed before a Russian number's ten: none, the code 7, the trunk 8, both («+7 8 912…»), and
 * the old international exit 810. Anything else means the reading dropped digits, so the text is kept.
 */
const PREFIX_DIGITS = /^(?:810)?7?8?$/;

export const PHONE_MESSAGES = {
  required: 'Укажите телефон',
  tooLong: `Не длиннее ${PHONE_MAX_LENGTH} символов`,
  notANumber: 'В номере телефона могут быть только цифры, пробелы, скобки, дефисы и +',
  foreign: 'Номер не российский (не +7) — сохраним как введён. Проверьте код страны',
  notRussian: 'Не похоже на российский номер (+7 и 10 цифр) — сохраним как введён. Проверьте его',
} as const;

/** Reads a typed phone; `stored` is what is saved. Reading a stored value again gives it back unchanged. */
export function readPhone(typed: string): PhoneReading {
  const text = typed.trim();
  if (text === '') return { kind: 'empty' };
  if (text.length > PHONE_MAX_LENGTH) return { kind: 'refused', error: PHONE_MESSAGES.tooLong };
  if (!NUMBER_TEXT.test(text) || !/\d/.test(text))
    return { kind: 'refused', error: PHONE_MESSAGES.notANumber };
  const number = parsePhoneNumber(text, { defaultCountry: HOME_COUNTRY, extract: false }, phoneMetadata);
  if (
    number?.countryCallingCode === RUSSIAN_CALLING_CODE &&
    number.isValid() &&
    onlyPrefixDropped(text, number)
  ) {
    return { kind: 'russian', stored: number.number, number };
  }
  const foreign = text.startsWith('+') && !text.slice(1).trimStart().startsWith(RUSSIAN_CALLING_CODE);
  return {
    kind: 'kept',
    stored: text,
    warning: foreign ? PHONE_MESSAGES.foreign : PHONE_MESSAGES.notRussian,
  };
}

function onlyPrefixDropped(text: string, number: PhoneNumber): boolean {
  const digits = text.replace(/\D/g, '');
  const national = number.nationalNumber;
  return digits.endsWith(national) && PREFIX_DIGITS.test(digits.slice(0, digits.length - national.length));
}

/** The stored form of a typed phone: `+7XXXXXXXXXX` for a Russian number, otherwise as typed (trimmed). */
export function phoneToStore(typed: string): string {
  const reading = readPhone(typed);
  return reading.kind === 'russian' || reading.kind === 'kept' ? reading.stored : typed.trim();
}

/** What the form says under a phone that is kept as typed; null for a Russian number, an empty or a refused one. */
export function phoneWarning(typed: string): string | null {
  const reading = readPhone(typed);
  return reading.kind === 'kept' ? reading.warning : null;
}
