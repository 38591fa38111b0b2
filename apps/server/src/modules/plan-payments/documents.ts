import { formatDate, formatMoney, paymentQrText } from '@glad/domain';
import type { Payee } from '../../config.js';
import { renderPdf } from '../../lib/pdf.js';

/*
 * A bank invoice (счёт на оплату) with both parties' requisites and a payment QR code (ГОСТ Р 56042-2014),
 * and the receipt of a paid plan.
 */

export interface PaymentDoc {
  id: number;
  tariffName: string;
  months: number;
  amount: number;
  credit: number;
  discount: number;
  createdAt: Date;
  paidAt: Date | null;
  planEnd: string | null;
  method: 'card' | 'invoice';
}

export interface Buyer {
  name: string;
  adres: string;
  requisites: Record<string, string>;
}

const moscow = { timeZone: 'Europe/Moscow' };
const money = (kopecks: number) => formatMoney(kopecks);
const line = (label: string, value: string | undefined) =>
  value ? { text: [{ text: `${label}: `, bold: true }, value], margin: [0, 0, 0, 2] } : null;
const monthsText = (n: number) => `${n} мес.`;
const service = (p: PaymentDoc) =>
  `Доступ к сервису «Гладь», тариф «${p.tariffName}», ${monthsText(p.months)}`;
const purpose = (p: PaymentDoc) => `Оплата по счёту № ${p.id} от ${formatDate(p.createdAt, moscow)}. Без НДС`;

function payeeBlock(payee: Payee) {
  const cell = (text: string, opts: Record<string, unknown> = {}) => ({ text, fontSize: 9, ...opts });
  return {
    table: {
      widths: ['*', 'auto', '*'],
      body: [
        [cell(payee.bank, { colSpan: 1 }), cell('БИК'), cell(payee.bik)],
        [cell('Банк получателя', { color: '#555' }), cell('Сч. №'), cell(payee.ks)],
        [
          cell(`ИНН ${payee.inn}${payee.kpp ? `   КПП ${payee.kpp}` : ''}`),
          cell('Сч. №', { rowSpan: 2 }),
          cell(payee.rs, { rowSpan: 2 }),
        ],
        [cell(`${payee.name}\nПолучатель`), '', ''],
      ],
    },
    margin: [0, 0, 0, 12],
  };
}

function buyerLines(buyer: Buyer) {
  const r = buyer.requisites;
  const ids = [r.inn && `ИНН ${r.inn}`, r.kpp && `КПП ${r.kpp}`].filter(Boolean).join(', ');
  return [r.legalName || buyer.name, ids, r.legalAddress || buyer.adres].filter(Boolean).join(', ');
}

function itemsTable(p: PaymentDoc) {
  const price = p.amount + p.credit + p.discount;
  const cell = (text: string, bold = false, alignment = 'left') => ({ text, bold, alignment, fontSize: 9 });
  const body = [
    [
      cell('№', true),
      cell('Товары (работы, услуги)', true),
      cell('Кол-во', true),
      cell('Ед.', true),
      cell('Сумма', true, 'right'),
    ],
    [cell('1'), cell(service(p)), cell('1'), cell('усл.'), cell(money(price), false, 'right')],
  ];
  if (p.credit)
    body.push([
      cell(''),
      cell('Зачёт неиспользованных дней текущего тарифа'),
      cell(''),
      cell(''),
      cell(`−${money(p.credit)}`, false, 'right'),
    ]);
  if (p.discount)
    body.push([
      cell(''),
      cell('Скидка по промокоду'),
      cell(''),
      cell(''),
      cell(`−${money(p.discount)}`, false, 'right'),
    ]);
  return {
    table: { headerRows: 1, widths: ['auto', '*', 'auto', 'auto', 'auto'], body },
    margin: [0, 0, 0, 8],
  };
}

/** Счёт на оплату: payee's bank block, both parties, the item, the total and the QR code to pay it. */
export function invoicePdf(p: PaymentDoc, payee: Payee, buyer: Buyer): Promise<Buffer> {
  const qr = paymentQrText({
    name: payee.name,
    personalAcc: payee.rs,
    bankName: payee.bank,
    bic: payee.bik,
    correspAcc: payee.ks,
    sum: p.amount,
    purpose: purpose(p),
    payeeInn: payee.inn,
    kpp: payee.kpp,
    payerInn: buyer.requisites.inn,
  });
  const title = `Счёт на оплату № ${p.id} от ${formatDate(p.createdAt, moscow)}`;
  return renderPdf(
    title,
    [
      payeeBlock(payee),
      { text: title, bold: true, fontSize: 14, margin: [0, 0, 0, 10] },
      line(
        'Поставщик',
        [payee.name, `ИНН ${payee.inn}`, payee.kpp && `КПП ${payee.kpp}`, payee.address]
          .filter(Boolean)
          .join(', '),
      ),
      line('Покупатель', buyerLines(buyer)),
      { text: ' ', margin: [0, 0, 0, 4] },
      itemsTable(p),
      { text: `Итого к оплате: ${money(p.amount)}`, bold: true, alignment: 'right' },
      { text: 'Без налога (НДС)', alignment: 'right', margin: [0, 0, 0, 10] },
      { text: `Назначение платежа: ${purpose(p)}`, margin: [0, 0, 0, 10] },
      {
        columns: [
          { qr, fit: 130, eccLevel: 'M', width: 'auto' },
          {
            text: 'Отсканируйте код в приложении банка, чтобы заполнить платёж. Тариф начнёт действовать, когда оплата поступит на счёт.',
            fontSize: 9,
            margin: [12, 0, 0, 0],
          },
        ],
      },
    ].filter(Boolean),
  );
}

/** Квитанция: what was paid, when, for which plan and until when. */
export function receiptPdf(p: PaymentDoc, payee: Payee | undefined, buyer: Buyer): Promise<Buffer> {
  const title = `Квитанция об оплате № ${p.id}`;
  return renderPdf(
    title,
    [
      { text: title, bold: true, fontSize: 14, margin: [0, 0, 0, 10] },
      line('Дата оплаты', p.paidAt ? formatDate(p.paidAt, moscow) : undefined),
      line('Способ оплаты', p.method === 'card' ? 'банковской картой' : `по счёту № ${p.id}`),
      line('Получатель', payee ? `${payee.name}, ИНН ${payee.inn}` : 'Сервис «Гладь»'),
      line('Плательщик', buyerLines(buyer)),
      line('Услуга', service(p)),
      line('Тариф действует до', p.planEnd ? `${formatDate(p.planEnd)} включительно` : undefined),
      { text: ' ', margin: [0, 0, 0, 4] },
      itemsTable(p),
      { text: `Оплачено: ${money(p.amount)}`, bold: true, alignment: 'right' },
    ].filter(Boolean),
  );
}
