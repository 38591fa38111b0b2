import { formatDate, formatLongDate } from '../format/date.js';
import { formatArea, formatRunningMetres } from '../format/measure.js';
import { formatMoney } from '../format/money.js';
import { formatNumber } from '../format/number.js';
import type { DocBlock, DocumentContext, EstimateSnapshot } from './types.js';

/** A field a template may hold as `{{label}}`; a table field fills a paragraph of its own. */
export interface DocumentField {
  label: string;
  group: 'Документ' | 'Компания' | 'Клиент и объект' | 'Смета' | 'Люди';
  table?: boolean;
  value: (c: DocumentContext) => string;
}

const money = (kopecks: number) => formatMoney(kopecks);
const roomsArea = (c: DocumentContext) => (c.estimate?.rooms ?? []).reduce((sum, r) => sum + r.area, 0);
const day = (value: string | null) => (value ? formatDate(value) : '');

/** The fields a template offers, in the order of the editor's list. */
export const DOCUMENT_FIELDS: readonly DocumentField[] = [
  { label: 'Номер документа', group: 'Документ', value: (c) => c.number },
  { label: 'Дата документа', group: 'Документ', value: (c) => formatDate(c.date) },
  { label: 'Дата документа прописью', group: 'Документ', value: (c) => formatLongDate(c.date) },
  { label: 'Компания', group: 'Компания', value: (c) => c.company.name },
  {
    label: 'Адрес компании',
    group: 'Компания',
    value: (c) => [c.company.city, c.company.address].filter(Boolean).join(', '),
  },
  { label: 'Телефон компании', group: 'Компания', value: (c) => c.company.phone },
  { label: 'E-mail компании', group: 'Компания', value: (c) => c.company.email },
  { label: 'Реквизиты компании', group: 'Компания', value: (c) => c.company.requisites.join('\n') },
  { label: 'Клиент', group: 'Клиент и объект', value: (c) => c.client.name },
  { label: 'Телефон клиента', group: 'Клиент и объект', value: (c) => c.client.phone },
  { label: 'Адрес клиента', group: 'Клиент и объект', value: (c) => c.client.address },
  { label: 'Объект', group: 'Клиент и объект', value: (c) => c.project.name },
  { label: 'Адрес объекта', group: 'Клиент и объект', value: (c) => c.project.address || c.client.address },
  { label: 'Дата монтажа', group: 'Клиент и объект', value: (c) => day(c.installDate) },
  { label: 'Помещения', group: 'Смета', table: true, value: () => '' },
  { label: 'Строки сметы', group: 'Смета', table: true, value: () => '' },
  { label: 'Площадь потолков', group: 'Смета', value: (c) => formatArea(roomsArea(c)) },
  { label: 'Итого по смете', group: 'Смета', value: (c) => money(c.estimate?.totals.total ?? 0) },
  { label: 'Предоплата', group: 'Смета', value: (c) => money(c.prepayment) },
  {
    label: 'Остаток к оплате',
    group: 'Смета',
    value: (c) => money(Math.max(0, (c.estimate?.totals.total ?? 0) - c.prepayment)),
  },
  { label: 'Дата сметы', group: 'Смета', value: (c) => day(c.estimate?.date ?? null) },
  { label: 'Менеджер', group: 'Люди', value: (c) => c.manager?.name ?? '' },
  { label: 'Телефон менеджера', group: 'Люди', value: (c) => c.manager?.phone ?? '' },
  { label: 'Монтажник', group: 'Люди', value: (c) => c.installer?.name ?? '' },
];

const byLabel = new Map(DOCUMENT_FIELDS.map((f) => [f.label.toLowerCase(), f]));

/** The field a `{{…}}` names (case and spaces around it do not matter), or undefined. */
export const findField = (label: string) => byLabel.get(label.trim().toLowerCase());

type Table = Extract<DocBlock, { type: 'table' }>;

/** A table field's table: the rooms with their areas, or the estimate's rows with its totals. */
export function fieldTable(label: string, c: DocumentContext): Table | null {
  const field = findField(label);
  if (!field?.table) return null;
  return field.label === 'Помещения' ? roomsTable(c.estimate) : rowsTable(c.estimate);
}

/** The rooms of an estimate with their areas and perimeters, and the whole area. */
export function roomsTable(estimate: EstimateSnapshot | null): Table {
  const rooms = estimate?.rooms ?? [];
  const area = rooms.reduce((sum, r) => sum + r.area, 0);
  return {
    type: 'table',
    header: ['№', 'Помещение', 'Площадь', 'Периметр'],
    rows: rooms.map((r, i) => [
      String(i + 1),
      r.name,
      formatArea(r.area),
      formatRunningMetres(r.perimeter * 1000),
    ]),
    footer: rooms.length ? [['', 'Всего', formatArea(area), '']] : [],
  };
}

/** The rows of an estimate with its totals. */
export function rowsTable(estimate: EstimateSnapshot | null): Table {
  const rows = estimate?.rows ?? [];
  const totals = estimate?.totals;
  const footer: string[][] = [];
  if (totals) {
    if (totals.markup) footer.push(['', 'Наценка', '', '', money(totals.markup)]);
    if (totals.discount) footer.push(['', 'Скидка', '', '', `−${money(totals.discount)}`]);
    if (totals.minimumOrder) footer.push(['', 'Минимальный заказ', '', '', money(totals.minimumOrder)]);
    footer.push(['', 'Итого', '', '', money(totals.total)]);
  }
  return {
    type: 'table',
    header: ['№', 'Наименование', 'Кол-во', 'Цена', 'Сумма'],
    rows: rows.map((r, i) => [
      String(i + 1),
      r.name,
      r.quantity === null
        ? ''
        : `${formatNumber(r.quantity, { maxFractionDigits: 2 })}${r.unit ? ` ${r.unit}` : ''}`,
      r.price === null ? '' : money(r.price),
      r.amount === null ? '' : money(r.amount),
    ]),
    footer,
  };
}
