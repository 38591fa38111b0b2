import { describe, expect, it } from 'vitest';
import { requisiteLines } from './requisites.js';

describe('requisiteLines', () => {
  it('prints every filled group on its line, in the order of a Russian letterhead', () => {
    expect(
      requisiteLines({
        legalName: ' ООО «Гладь» ',
        legalAddress: 'г. Пермь, ул. Ленина, 12',
        inn: '5902000000',
        kpp: '590201001',
        ogrn: '1025900000000',
        rs: '40702810000000000001',
        bank: 'ПАО Сбербанк',
        bik: '045773603',
        ks: '30101810900000000603',
      }),
    ).toEqual([
      'ООО «Гладь»',
      'г. Пермь, ул. Ленина, 12',
      'ИНН 5902000000, КПП 590201001',
      'ОГРН 1025900000000',
      'Р/с 40702810000000000001, ПАО Сбербанк, БИК 045773603, К/с 30101810900000000603',
    ]);
  });

  it('leaves out what is empty, and a line with nothing in it', () => {
    expect(requisiteLines({ inn: '5902000000', bank: '  ', bik: '045773603' })).toEqual([
      'ИНН 5902000000',
      'БИК 045773603',
    ]);
    expect(requisiteLines({})).toEqual([]);
  });
});
