import { joinFilled } from '../format/join.js';

/** A company's bank and legal details as typed on the company screen (contracts' `Requisites`). */
export interface RequisiteFields {
  legalName?: string;
  legalAddress?: string;
  inn?: string;
  kpp?: string;
  ogrn?: string;
  rs?: string;
  bank?: string;
  bik?: string;
  ks?: string;
}

/**
 * Requisites as printed under a company's name on an estimate and on a document, one line each, the empty
 * ones left out: name; address; «ИНН …, КПП …»; «ОГРН …»; «Р/с …, bank, БИК …, К/с …».
 */
export function requisiteLines(r: RequisiteFields): string[] {
  return [
    r.legalName?.trim() ?? '',
    r.legalAddress?.trim() ?? '',
    joinFilled([r.inn && `ИНН ${r.inn}`, r.kpp && `КПП ${r.kpp}`]),
    r.ogrn ? `ОГРН ${r.ogrn}` : '',
    joinFilled([r.rs && `Р/с ${r.rs}`, r.bank, r.bik && `БИК ${r.bik}`, r.ks && `К/с ${r.ks}`]),
  ].filter(Boolean);
}
