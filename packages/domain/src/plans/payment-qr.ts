/*
 * The text of a payment QR code by ГОСТ Р 56042-2014: the header ST00012 (format ST, version 0001, encoding
 * 2 = UTF-8), then Key=Value pairs separated by «|». The five required keys come first, in the standard's
 * order; a value may not hold the separator.
 */

export interface PaymentQrFields {
  /** Name: the payee */
  name: string;
  /** PersonalAcc: the payee's account, 20 digits */
  personalAcc: string;
  /** BankName */
  bankName: string;
  /** BIC, 9 digits */
  bic: string;
  /** CorrespAcc, 20 digits */
  correspAcc: string;
  /** kopecks */
  sum?: number;
  purpose?: string;
  payeeInn?: string;
  kpp?: string;
  payerInn?: string;
}

const clean = (value: string) => value.replace(/\s*[|\r\n]+\s*/g, ' ').trim();

export function paymentQrText(f: PaymentQrFields): string {
  const pairs: [string, string | number | undefined][] = [
    ['Name', f.name],
    ['PersonalAcc', f.personalAcc],
    ['BankName', f.bankName],
    ['BIC', f.bic],
    ['CorrespAcc', f.correspAcc],
    ['Sum', f.sum],
    ['Purpose', f.purpose],
    ['PayeeINN', f.payeeInn],
    ['KPP', f.kpp],
    ['PayerINN', f.payerInn],
  ];
  const body = pairs
    .filter(([, v]) => v !== undefined && v !== '')
    .map(([k, v]) => `${k}=${typeof v === 'number' ? String(Math.round(v)) : clean(v!)}`);
  return ['ST00012', ...body].join('|');
}
