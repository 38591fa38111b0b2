import type { BlockNode, DocumentKind, InlineNode, TemplateDoc } from './types.js';

/*
 * The four templates every company starts with (issue 13 §1). Plain, editable wording; the company's lawyer
 * is expected to adjust it.
 */

const text = (value: string, bold = false): InlineNode =>
  bold ? { type: 'text', text: value, marks: [{ type: 'bold' }] } : { type: 'text', text: value };
const p = (...parts: (string | InlineNode)[]): BlockNode => ({
  type: 'paragraph',
  content: parts.map((part) => (typeof part === 'string' ? text(part) : part)),
});
const center = (value: string): BlockNode => ({
  type: 'paragraph',
  attrs: { textAlign: 'center' },
  content: [text(value)],
});
const h = (value: string): BlockNode => ({
  type: 'heading',
  attrs: { level: 1, textAlign: 'center' },
  content: [text(value)],
});
const h2 = (value: string): BlockNode => ({ type: 'heading', attrs: { level: 2 }, content: [text(value)] });
const list = (...items: string[]): BlockNode => ({
  type: 'orderedList',
  content: items.map((item) => ({
    type: 'listItem',
    content: [{ type: 'paragraph', content: [text(item)] }],
  })),
});
const sides = p(
  text('Исполнитель: ', true),
  '{{Компания}}, {{Адрес компании}}, тел. {{Телефон компании}}',
  { type: 'hardBreak' },
  text('Заказчик: ', true),
  '{{Клиент}}, тел. {{Телефон клиента}}',
);
const signatures = p(
  'Исполнитель ____________ / {{Менеджер}} /',
  { type: 'hardBreak' },
  'Заказчик ____________ / {{Клиент}} /',
);
const doc = (...content: BlockNode[]): TemplateDoc => ({ type: 'doc', content });

export interface SeedTemplate {
  kind: DocumentKind;
  name: string;
  body: TemplateDoc;
}

export const SEED_TEMPLATES: readonly SeedTemplate[] = [
  {
    kind: 'dogovor',
    name: 'Договор подряда на монтаж натяжных потолков',
    body: doc(
      h('Договор подряда № {{Номер документа}}'),
      center('на монтаж натяжных потолков'),
      p('{{Дата документа прописью}}'),
      sides,
      h2('1. Предмет договора'),
      list(
        'Исполнитель обязуется изготовить и смонтировать натяжные потолки по адресу: {{Адрес объекта}}, а Заказчик — принять и оплатить работу.',
        'Помещения и площади потолков (всего {{Площадь потолков}}):',
      ),
      p('{{Помещения}}'),
      h2('2. Цена и порядок оплаты'),
      list(
        'Цена работ и материалов по смете: {{Итого по смете}}.',
        'Предоплата: {{Предоплата}}, остаток {{Остаток к оплате}} — в день подписания акта выполненных работ.',
      ),
      p('{{Строки сметы}}'),
      h2('3. Сроки'),
      p('Монтаж назначен на {{Дата монтажа}}; точное время Исполнитель согласует с Заказчиком по телефону.'),
      h2('4. Гарантия'),
      p('Гарантия на полотно — 10 лет, на монтажные работы — 2 года со дня подписания акта.'),
      h2('5. Реквизиты и подписи сторон'),
      p('{{Реквизиты компании}}'),
      signatures,
    ),
  },
  {
    kind: 'akt',
    name: 'Акт выполненных работ',
    body: doc(
      h('Акт выполненных работ № {{Номер документа}}'),
      p('{{Дата документа прописью}}'),
      sides,
      p('Исполнитель выполнил монтаж натяжных потолков по адресу {{Адрес объекта}}:'),
      p('{{Строки сметы}}'),
      p(text('Всего оказано услуг на сумму {{Итого по смете}}.', true)),
      p('Работы выполнены полностью и в срок. Заказчик претензий по объёму, качеству и срокам не имеет.'),
      signatures,
    ),
  },
  {
    kind: 'talon',
    name: 'Гарантийный талон',
    body: doc(
      h('Гарантийный талон № {{Номер документа}}'),
      p('Выдан {{Дата документа}} заказчику {{Клиент}} на натяжные потолки по адресу {{Адрес объекта}}.'),
      p('{{Помещения}}'),
      p(
        'Гарантия на полотно — 10 лет, на монтажные работы — 2 года. Гарантия не распространяется на повреждения острыми предметами, затопление сверху сверх 100 литров на квадратный метр и самостоятельный ремонт.',
      ),
      p('По гарантийным случаям: {{Компания}}, тел. {{Телефон компании}}.'),
      signatures,
    ),
  },
  {
    kind: 'schet',
    name: 'Счёт на оплату',
    body: doc(
      p('{{Компания}}', { type: 'hardBreak' }, '{{Реквизиты компании}}'),
      h('Счёт на оплату № {{Номер документа}} от {{Дата документа}}'),
      p(text('Плательщик: ', true), '{{Клиент}}, {{Адрес объекта}}'),
      p('{{Строки сметы}}'),
      p(text('Итого к оплате: {{Итого по смете}}', true)),
      p('Оплата предоплаты {{Предоплата}} подтверждает согласие с условиями договора.'),
      p('Менеджер ____________ / {{Менеджер}} /'),
    ),
  },
];

/** Russian names of the kinds (filters, numbers, headings). */
export const DOCUMENT_KIND_NAMES: Record<DocumentKind, string> = {
  dogovor: 'Договор',
  akt: 'Акт',
  talon: 'Гарантийный талон',
  schet: 'Счёт',
};

/** The number a company's document of a kind carries: «Д-2026-7», «А-2026-1», «Г-2026-3», «С-2026-12». */
export function documentNumber(kind: DocumentKind, year: number, serial: number): string {
  const prefix = { dogovor: 'Д', akt: 'А', talon: 'Г', schet: 'С' }[kind];
  return `${prefix}-${year}-${serial}`;
}
