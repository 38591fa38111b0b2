import {
  type EstimateBlock,
  type EstimateDocument,
  type EstimatePoint,
  type EstimateRoom,
  type EstimateRow,
  formatArea,
  formatCount,
  formatDate,
  formatMoney,
  formatNumber,
  formatPercent,
  unitLabels,
} from '@glad/domain';

/*
 * The words and figures of an estimate, shared by the screen, the print view, the PDF and the XLSX so the
 * four never disagree. Everything hidden by the settings is already null in the document model.
 */

export interface Column {
  key: 'n' | 'name' | 'quantity' | 'price' | 'amount';
  title: string;
  numeric: boolean;
}

/** The table columns the document's layout allows (SMETA_QUAN, SMETA_STOIMOST). */
export function columnsOf(doc: EstimateDocument): Column[] {
  const columns: Column[] = [
    { key: 'n', title: '№', numeric: true },
    { key: 'name', title: 'Наименование', numeric: false },
  ];
  if (doc.layout.showQuantity) columns.push({ key: 'quantity', title: 'Кол-во', numeric: true });
  if (doc.layout.showPrices) {
    columns.push({ key: 'price', title: 'Цена', numeric: true });
    columns.push({ key: 'amount', title: 'Сумма', numeric: true });
  }
  return columns;
}

/** «19,76 м²», «4 шт.», «−5 %»; '' when the quantity is hidden. */
export function quantityText(row: EstimateRow): string {
  if (row.percent !== null) return formatPercent(row.percent);
  if (row.quantity === null || row.unit === null) return '';
  return `${formatNumber(row.quantity, { maxFractionDigits: 2 })}\u00a0${unitLabels[row.unit]}`;
}

/** The row's name; a percent row keeps its percentage in the name when there is no quantity column. */
export function rowName(row: EstimateRow, doc: EstimateDocument): string {
  if (row.percent !== null && !doc.layout.showQuantity) return `${row.name} (${formatPercent(row.percent)})`;
  return row.name;
}

export function cellText(
  column: Column['key'],
  row: EstimateRow,
  index: number,
  doc: EstimateDocument,
): string {
  switch (column) {
    case 'n':
      return String(index + 1);
    case 'name':
      return rowName(row, doc);
    case 'quantity':
      return quantityText(row);
    case 'price':
      return row.price === null ? '' : formatMoney(row.price);
    case 'amount':
      if (doc.layout.showPrices && isToMount(row, doc)) return 'к монтажу';
      return row.amount === null ? '' : formatMoney(row.amount);
  }
}

const cornerForms = ['угол', 'угла', 'углов'] as const;

/** «Площадь 19,76 м² · периметр 18,00 м · 4 угла», and «· высота потолка 3,20 м» when it was measured. */
export function roomLine(room: EstimateRoom): string {
  const parts = [`Площадь ${formatArea(room.area)}`];
  if (room.perimeter > 0)
    parts.push(`периметр ${formatNumber(room.perimeter, { fractionDigits: 2 })}\u00a0м`);
  if (room.corners > 0) parts.push(formatCount(room.corners, cornerForms));
  if (room.ceilingHeight !== null)
    parts.push(`высота потолка ${formatNumber(room.ceilingHeight, { fractionDigits: 2 })}\u00a0м`);
  return parts.join(' · ');
}

export function blockSubtotalLabel(block: EstimateBlock, doc: EstimateDocument): string {
  if (block.project) return 'Итого на весь объект';
  return doc.layout.byRoom ? `Итого по помещению «${block.title}»` : 'Итого по всем помещениям';
}

/** Under the project block's title: why its rows are there once. */
export const PROJECT_BLOCK_NOTE =
  'Выезд, доставка и другие работы на весь объект — один раз на все помещения';

/** The heading of the rooms an estimate names but cannot price yet (decision 0024). */
export const UNMEASURED_TITLE = 'Не вошли в смету: не хватает замеров';

/** Under it: why, and when they will be in. */
export const UNMEASURED_NOTE =
  'Эти помещения не входят в итог: их строки и сумма появятся в смете, когда они будут измерены.';

/** «Кухня — не хватает замеров: диагональ BD», one line per room not measured. */
export function unmeasuredLines(doc: EstimateDocument): string[] {
  return doc.unmeasured.map((room) => `${room.name} — ${lowerFirst(room.note)}`);
}

const lowerFirst = (text: string) => text.charAt(0).toLocaleLowerCase('ru-RU') + text.slice(1);

/** What a sheet with no block says: nothing drawn, or nothing measured yet. */
export function emptyEstimateText(doc: EstimateDocument): string | null {
  if (doc.blocks.length > 0) return null;
  return doc.unmeasured.length > 0
    ? 'Ни одно помещение сметы ещё не измерено: посчитать нечего.'
    : 'В смете нет помещений: у объекта нет чертежей, или все исключены из сметы.';
}

/** «1 200 мм»: the installer measures with a tape. */
const mmText = (mm: number) => `${formatNumber(mm)}\u00a0мм`;

/** «Светильник 1: от стены AB — 800 мм, от стены DA — 1 200 мм». */
export function pointLine(point: EstimatePoint): string {
  if (point.offsets.length === 0) return `${point.label}: положение не задано`;
  const offsets = point.offsets.map((o) => `от стены ${o.wall} — ${mmText(o.distance)}`);
  return `${point.label}: ${offsets.join(', ')}`;
}

/** The installer's notes on a room: the drawing's comment, then where each light point is. */
export function roomNotes(room: EstimateRoom): string[] {
  const lines: string[] = [];
  if (room.comment) lines.push(`Комментарий: ${room.comment}`);
  for (const point of room.points) lines.push(pointLine(point));
  return lines;
}

/** On the installer's estimate a material without pay shows its quantity only: it is there to be mounted. */
export function isToMount(row: EstimateRow, doc: EstimateDocument): boolean {
  return doc.kind === 'installer' && row.kind === 'material' && row.price === null && row.percent === null;
}

/** Header lines under the title: whose, where, when, who. */
export function headerLines(doc: EstimateDocument): { label: string; value: string }[] {
  const h = doc.header;
  const lines: { label: string; value: string }[] = [];
  if (h.project.name) lines.push({ label: 'Объект', value: h.project.name });
  const client = [h.client.name, h.client.phone].filter(Boolean).join(', ');
  if (client) lines.push({ label: 'Заказчик', value: client });
  if (h.client.adresa) lines.push({ label: 'Адрес', value: h.client.adresa });
  if (doc.kind === 'installer') {
    const installer = h.installer ? [h.installer.name, h.installer.phone].filter(Boolean).join(', ') : '';
    lines.push({ label: 'Монтажник', value: installer || 'не назначен' });
  }
  if (h.manager) {
    lines.push({ label: 'Менеджер', value: [h.manager.name, h.manager.phone].filter(Boolean).join(', ') });
  }
  if (h.date) lines.push({ label: 'Дата составления', value: formatDate(h.date) });
  if (h.validUntil) lines.push({ label: 'Действительна до', value: formatDate(h.validUntil) });
  return lines;
}

export interface TotalLine {
  label: string;
  value: string;
  /** kopecks, signed as it adds to the total (XLSX cells are numbers) */
  kopecks: number;
  strong: boolean;
}

/** The totals under the blocks: the sum, markup, discount and minimum order when any, then the total. */
export function totalLines(doc: EstimateDocument): TotalLine[] {
  const t = doc.totals;
  const lines: TotalLine[] = [];
  const line = (label: string, kopecks: number, strong = false) =>
    lines.push({ label, value: formatMoney(kopecks), kopecks, strong });
  const adjusted = t.markup > 0 || t.discount > 0 || t.minimumOrder > 0;
  if (adjusted)
    line(doc.blocks.some((b) => b.project) ? 'Сумма по смете' : 'Сумма по помещениям', t.subtotal);
  if (t.markup > 0) line('Наценка', t.markup);
  if (t.discount > 0) {
    line(t.discountPercent === null ? 'Скидка' : `Скидка ${formatPercent(t.discountPercent)}`, -t.discount);
  }
  if (t.minimumOrder > 0) line('Доплата до минимального заказа', t.minimumOrder);
  line(doc.kind === 'client' ? 'Итого к оплате' : 'Итого монтажнику', t.total, true);
  return lines;
}

/** A file name without characters systems refuse: «Смета — Квартира на Лесной — 20.02.2026». */
export function documentFileName(doc: EstimateDocument, date: string): string {
  const name = [doc.title, doc.header.project.name, formatDate(date)]
    .filter(Boolean)
    .join(' — ')
    .replace(/[\\/:*?"<>|]+/g, ' ')
    // control characters and line breaks: every whitespace run becomes one space
    .replace(/\s+/g, ' ')
    .trim();
  return name.slice(0, 150) || 'Смета';
}
