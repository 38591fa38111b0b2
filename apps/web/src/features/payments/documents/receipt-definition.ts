import {
  type PaymentKind,
  type PaymentMethod,
  paymentKindLabels,
  paymentMethodLabels,
  type Requisites,
  requisiteLabels,
} from '@glad/contracts';
import { formatDate, formatMoney } from '@glad/domain';

/** What a receipt (приходный документ) for one client payment prints. */
export interface ReceiptData {
  id: number;
  date: string;
  amount: number;
  kind: PaymentKind;
  method: PaymentMethod;
  note: string;
  company: { name: string; adres: string; phone: string; requisites: Requisites };
  clientName: string;
  projectName: string;
  recordedBy: string;
}

const GREY = '#555555';

/** The company's lines under its name: address, phone and every requisite it filled in. */
export function companyLines(company: ReceiptData['company']): string[] {
  const lines: string[] = [];
  if (company.adres) lines.push(company.adres);
  if (company.phone) lines.push(`Тел.: ${company.phone}`);
  for (const [key, label] of Object.entries(requisiteLabels) as [keyof Requisites, string][]) {
    const value = company.requisites[key]?.trim();
    if (value) lines.push(`${label}: ${value}`);
  }
  return lines;
}

/** The receipt's title: a return is money given back, so its document says so. */
export function receiptTitle(r: Pick<ReceiptData, 'id' | 'date' | 'kind'>): string {
  const name = r.kind === 'vozvrat' ? 'Документ о возврате денег' : 'Приходный документ';
  return `${name} № ${r.id} от ${formatDate(r.date)}`;
}

/** The pdfmake definition of a receipt (A4, Roboto for Cyrillic). */
export function receiptPdfDefinition(r: ReceiptData): Record<string, unknown> {
  const back = r.kind === 'vozvrat';
  const row = (label: string, value: string) => [{ text: label, color: GREY }, { text: value || '—' }];
  return {
    pageSize: 'A4',
    pageMargins: [40, 40, 40, 40],
    defaultStyle: { font: 'Roboto', fontSize: 10 },
    info: { title: receiptTitle(r) },
    content: [
      { text: r.company.name, bold: true, fontSize: 12 },
      ...companyLines(r.company).map((line) => ({ text: line, color: GREY })),
      { text: receiptTitle(r), bold: true, fontSize: 14, margin: [0, 20, 0, 12] },
      {
        table: {
          widths: [150, '*'],
          body: [
            row(back ? 'Выдано' : 'Принято от', r.clientName),
            row('Объект', r.projectName),
            row('Основание', paymentKindLabels[r.kind]),
            row('Способ оплаты', paymentMethodLabels[r.method]),
            [
              { text: 'Сумма', color: GREY },
              { text: formatMoney(r.amount), bold: true, fontSize: 12 },
            ],
            ...(r.note ? [row('Примечание', r.note)] : []),
          ],
        },
        layout: 'lightHorizontalLines',
      },
      {
        text: `${back ? 'Выдал(а)' : 'Принял(а)'}: ____________________ ${r.recordedBy}`,
        margin: [0, 30, 0, 0],
      },
    ],
  };
}
