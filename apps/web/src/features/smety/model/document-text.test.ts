import type { EstimateDocument, EstimateRoom } from '@glad/domain';
import { describe, expect, it } from 'vitest';
import {
  blockSubtotalLabel,
  cellText,
  emptyEstimateText,
  pointLine,
  roomNotes,
  unmeasuredLines,
} from './document-text';

const room: EstimateRoom = {
  draftId: 1,
  name: 'Гостиная',
  area: 19.76,
  perimeter: 18,
  corners: 4,
  ceilingHeight: null,
  sketchSvg: null,
  comment: 'Люстра по центру',
  points: [
    {
      kind: 'spot',
      label: 'Светильник 1',
      offsets: [
        { side: 0, wall: 'AB', distance: 800 },
        { side: 3, wall: 'DA', distance: 1200 },
      ],
    },
    { kind: 'pipe', label: 'Труба 1', offsets: [] },
  ],
};

const doc = (kind: EstimateDocument['kind']): EstimateDocument => ({
  kind,
  title: 'Смета монтажа',
  layout: { compact: false, byRoom: true, showQuantity: true, showPrices: true, showSketches: false },
  header: {
    company: null,
    logo: null,
    date: null,
    validUntil: null,
    manager: null,
    installer: null,
    client: { name: '', phone: null, adresa: null },
    project: { id: 1, name: '' },
  },
  blocks: [],
  unmeasured: [],
  totals: {
    subtotal: 0,
    markup: 0,
    discount: 0,
    discountPercent: null,
    minimumOrder: 0,
    rounding: 0,
    total: 0,
  },
  signatures: [],
  customText: null,
});

describe('the installer’s notes on a room', () => {
  it('writes each light point from its two walls, in millimetres, after the drawing’s comment', () => {
    expect(roomNotes(room)).toEqual([
      'Комментарий: Люстра по центру',
      'Светильник 1: от стены AB — 800\u00a0мм, от стены DA — 1\u00a0200\u00a0мм',
      'Труба 1: положение не задано',
    ]);
    expect(pointLine(room.points[0]!)).toContain('1\u00a0200\u00a0мм');
    expect(roomNotes({ ...room, comment: null, points: [] })).toEqual([]);
  });

  it('shows a material on the installer’s estimate as «к монтажу», with no money', () => {
    const row = {
      key: 'k',
      name: 'Полотно',
      group: 'main' as const,
      kind: 'material' as const,
      quantity: 19.76,
      unit: 'm2' as const,
      percent: null,
      price: null,
      amount: null,
    };
    expect(cellText('amount', row, 0, doc('installer'))).toBe('к монтажу');
    expect(cellText('price', row, 0, doc('installer'))).toBe('');
    expect(cellText('amount', { ...row, kind: 'work' }, 0, doc('installer'))).toBe('');
  });

  it('names the project block’s subtotal', () => {
    const block = { title: 'На весь объект', project: true, rooms: [], rows: [], subtotal: 250_000 };
    expect(blockSubtotalLabel(block, doc('client'))).toBe('Итого на весь объект');
    expect(blockSubtotalLabel({ ...block, project: false, title: 'Кухня' }, doc('client'))).toBe(
      'Итого по помещению «Кухня»',
    );
  });

  it('lists the rooms not measured by name with what they lack, and says why a sheet is empty', () => {
    const unmeasured = [
      { draftId: 4, name: 'Кухня', note: 'Не хватает замеров: сторона BC, диагональ BD' },
      { draftId: 5, name: 'Балкон', note: 'Контур не построен: проверьте замеры' },
    ];
    const d = { ...doc('client'), unmeasured };
    expect(unmeasuredLines(d)).toEqual([
      'Кухня — не хватает замеров: сторона BC, диагональ BD',
      'Балкон — контур не построен: проверьте замеры',
    ]);
    expect(emptyEstimateText(d)).toBe('Ни одно помещение сметы ещё не измерено: посчитать нечего.');
    expect(emptyEstimateText(doc('client'))).toMatch(/^В смете нет помещений/);
    const block = { title: 'Гостиная', project: false, rooms: [room], rows: [], subtotal: 0 };
    expect(emptyEstimateText({ ...d, blocks: [block] })).toBeNull();
  });
});
