import { describe, expect, it } from 'vitest';
import { blocksText, renderTemplate } from './render.js';
import { documentNumber, SEED_TEMPLATES } from './seed.js';
import type { DocumentContext, TemplateDoc } from './types.js';

const context: DocumentContext = {
  number: 'Д-2026-7',
  date: '2026-11-25',
  company: {
    name: 'ООО «Гладь»',
    city: 'Казань',
    address: 'ул. Баумана, 1',
    phone: '+7 (900) 000-00-00',
    email: 'a@b.ru',
    requisites: ['ИНН 1655000000', 'Р/с 40702810000000000000'],
  },
  client: { name: 'Иванова Мария', phone: '+7 (901) 111-22-33', address: 'Казань, ул. Пушкина, 5' },
  project: { name: 'Квартира', address: '' },
  manager: { name: 'Петров Пётр', phone: '' },
  installer: null,
  estimate: {
    title: 'Смета',
    date: '2026-11-20',
    rooms: [
      { name: 'Кухня', area: 12.5, perimeter: 14.2, sketchSvg: null },
      { name: 'Зал', area: 20, perimeter: 18, sketchSvg: null },
    ],
    rows: [{ block: 'Кухня', name: 'Полотно', quantity: 12.5, unit: 'м²', price: 50_000, amount: 625_000 }],
    totals: { subtotal: 625_000, markup: 0, discount: 25_000, minimumOrder: 0, rounding: 0, total: 600_000 },
    unmeasured: [],
  },
  prepayment: 300_000,
  installDate: null,
};

describe('renderTemplate', () => {
  it('fills fields in text and keeps unknown ones as typed', () => {
    const doc: TemplateDoc = {
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Заказчик {{ клиент }}, ', marks: [{ type: 'bold' }] },
            { type: 'text', text: 'итого {{Итого по смете}} {{Нет такого}}' },
          ],
        },
      ],
    };
    const [block] = renderTemplate(doc, context);
    expect(block).toEqual({
      type: 'paragraph',
      align: 'left',
      runs: [
        { text: 'Заказчик Иванова Мария, ', bold: true },
        { text: 'итого 6\u00a0000,00\u00a0₽ {{Нет такого}}' },
      ],
    });
  });

  it('turns a paragraph holding a table field into the table with its totals', () => {
    const doc: TemplateDoc = {
      type: 'doc',
      content: [
        { type: 'paragraph', content: [{ type: 'text', text: ' {{Строки сметы}} ' }] },
        { type: 'paragraph', content: [{ type: 'text', text: '{{Помещения}}' }] },
      ],
    };
    const [rows, rooms] = renderTemplate(doc, context);
    expect(rows).toMatchObject({
      type: 'table',
      rows: [['1', 'Полотно', '12,5 м²', '500,00\u00a0₽', '6\u00a0250,00\u00a0₽']],
      footer: [
        ['', 'Скидка', '', '', '−250,00\u00a0₽'],
        ['', 'Итого', '', '', '6\u00a0000,00\u00a0₽'],
      ],
    });
    expect(rooms).toMatchObject({ type: 'table', footer: [['', 'Всего', '32,50\u00a0м²', '']] });
  });

  it('renders every seed template with no field left unfilled', () => {
    for (const seed of SEED_TEMPLATES) {
      const text = blocksText(renderTemplate(seed.body, context));
      expect(text, seed.name).not.toMatch(/\{\{/);
      expect(text, seed.name).toContain('Иванова Мария');
    }
  });

  it('numbers per kind and year', () => {
    expect(documentNumber('dogovor', 2026, 7)).toBe('Д-2026-7');
    expect(documentNumber('schet', 2027, 1)).toBe('С-2027-1');
  });
});
