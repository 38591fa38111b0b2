import { describe, expect, it } from 'vitest';
import { defaultPriceList } from '../pricing/price-list.js';
import { buildClientEstimate } from './build.js';
import { input, settings } from './estimate.fixture.js';
import { addDays } from './header.js';

const build = (s: Partial<typeof settings> = {}, rest: Parameters<typeof input>[0] = {}) =>
  buildClientEstimate(input({ settings: { ...settings, ...s }, ...rest }));

describe('SMETA_* switches on the client estimate', () => {
  it('SMETA_POM off merges the rows of all rooms by item into one block', () => {
    const doc = build({ SMETA_POM: false });
    expect(doc.layout.byRoom).toBe(false);
    // the merged rooms, then the project block: merging never adds up the rooms' trips
    expect(doc.blocks.map((b) => b.title)).toEqual(['Все помещения', 'На весь объект']);
    const [all, project] = doc.blocks;
    expect(all!.rooms.map((r) => r.name)).toEqual(['Гостиная', 'Спальня']);
    const byName = Object.fromEntries(all!.rows.map((r) => [r.name, [r.quantity, r.price, r.amount]]));
    // 19.76 + 9 m² × 450 ₽; profile 20 + 12.5 m; spots 4 + 2
    expect(byName['Полотно ПВХ матовое, белое']).toEqual([28.76, 45_000, 1_294_200]);
    expect(byName['Профиль стеновой ПВХ (багет)']).toEqual([32.5, 25_000, 812_500]);
    expect(byName['Установка точечного светильника']).toEqual([6, 45_000, 270_000]);
    expect(byName['Закладная под люстру']).toEqual([1, 90_000, 90_000]);
    expect(byName['Выезд замерщика']).toBeUndefined();
    // the trip once, not the 2 × 1 000 ₽ of two rooms
    expect(project!.rows.map((r) => [r.name, r.quantity, r.amount])).toEqual([
      ['Выезд замерщика', 1, 100_000],
      ['Доставка', 1, 150_000],
    ]);
    // 24 228 + 13 205 = 37 433 ₽ in the rooms, 2 500 ₽ for the project
    expect([all!.subtotal, project!.subtotal]).toEqual([3_743_300, 250_000]);
    expect(doc.totals).toEqual(build().totals);
  });

  it('SMETA_POM off keeps rows apart when the same item has different prices in two rooms', () => {
    const high = input().drafts.map((d, i) =>
      i === 1 ? { ...d, geometry: { ...d.geometry, height: 3.2 } } : d,
    );
    const block = build({ SMETA_POM: false }, { drafts: high }).blocks[0]!;
    const rows = block.rows;
    // each room carries its ceiling height for its caption, when it was measured
    expect(block.rooms.map((r) => r.ceilingHeight)).toEqual([null, 3.2]);
    // installation in the 3.2 m high bedroom costs 350 × 1.3 = 455 ₽/m²
    expect(rows.filter((r) => r.name === 'Монтаж полотна').map((r) => [r.quantity, r.price])).toEqual([
      [19.76, 35_000],
      [9, 45_500],
    ]);
  });

  it('SMETA_SKETCH', () => {
    expect(build({ SMETA_SKETCH: true }).blocks[0]!.rooms[0]!.sketchSvg).toBe('<svg id="living"></svg>');
    const off = build({ SMETA_SKETCH: false });
    expect(off.layout.showSketches).toBe(false);
    expect(off.blocks.flatMap((b) => b.rooms).every((r) => r.sketchSvg === null)).toBe(true);
    expect(
      build({ SMETA_SKETCH: false, SMETA_POM: false }).blocks[0]!.rooms.every((r) => r.sketchSvg === null),
    ).toBe(true);
  });

  it('SMETA_QUAN hides quantities and units, not the percentages of percent rows', () => {
    const d = input().drafts[0]!;
    const withPercent = {
      ...d,
      calculation: {
        ...d.calculation,
        prochee: [{ id: 'x', itemUid: 'regular-discount', source: { kind: 'percentOfAbove' as const } }],
      },
    };
    const priceList = defaultPriceList();
    const doc = build({ SMETA_QUAN: false }, { drafts: [withPercent], priceList });
    const rows = doc.blocks[0]!.rows;
    // −5 % of the room's own lines above it, 24 228 ₽ (the trip and the delivery are the project's) = −1 211.40 ₽
    expect(rows.at(-1)).toMatchObject({ name: 'Скидка постоянному клиенту', percent: -5, amount: -121_140 });
    expect(rows.every((r) => r.quantity === null)).toBe(true);
    expect(rows.slice(0, -1).every((r) => r.unit === null && r.price !== null && r.amount !== null)).toBe(
      true,
    );
    expect(doc.layout.showQuantity).toBe(false);
    const shown = build({}, { drafts: [withPercent], priceList }).blocks[0]!.rows;
    expect(shown.at(-1)).toMatchObject({ quantity: null, unit: 'percent', percent: -5, price: null });
    expect(shown.slice(0, -1).every((r) => r.quantity !== null && r.percent === null)).toBe(true);
  });

  it('SMETA_STOIMOST hides row prices and amounts but keeps subtotals and totals', () => {
    const doc = build({ SMETA_STOIMOST: false });
    expect(doc.layout.showPrices).toBe(false);
    const rows = doc.blocks.flatMap((b) => b.rows);
    expect(rows.every((r) => r.price === null && r.amount === null && r.quantity !== null)).toBe(true);
    expect(doc.blocks[0]!.subtotal).toBe(2_422_800);
    expect(doc.totals.total).toBe(3_994_000);
  });

  it('SMETA_COMPANY_NAME prints the name and details, or nothing', () => {
    expect(build().header.company).toEqual({
      name: 'ООО «Гладь»',
      details: [
        'Москва, ул. Тверская, 1',
        'Тел.: +7 495 000-00-00',
        'E-mail: info@example.ru',
        'ИНН 7700000000',
        'ОГРН 1027700000000',
      ],
    });
    expect(build({ SMETA_COMPANY_NAME: false }).header.company).toBeNull();
  });

  it('SMETA_PHOTO_POSITION places the logo, or none; no logo means none', () => {
    expect(build({ SMETA_PHOTO_POSITION: 'left' }).header.logo).toEqual({
      url: '/files/logo.png',
      position: 'left',
    });
    expect(build({ SMETA_PHOTO_POSITION: 'right' }).header.logo).toEqual({
      url: '/files/logo.png',
      position: 'right',
    });
    expect(build({ SMETA_PHOTO_POSITION: 'none' }).header.logo).toBeNull();
    const noLogo = input().company;
    expect(build({}, { company: { ...noLogo, logo: null } }).header.logo).toBeNull();
  });

  it('SMETA_DATE_CREATE', () => {
    expect(build({ SMETA_DATE_CREATE: true }).header.date).toBe('2026-02-20');
    expect(build({ SMETA_DATE_CREATE: false }).header.date).toBeNull();
  });

  it('SMETA_EXPIRES and SMETA_DAY give the validity date, across month and year ends', () => {
    expect(build({ SMETA_DAY: 14 }).header.validUntil).toBe('2026-03-06');
    expect(build({ SMETA_DAY: 30 }, { date: '2026-12-15' }).header.validUntil).toBe('2027-01-14');
    expect(build({ SMETA_EXPIRES: false }).header.validUntil).toBeNull();
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(() => build({}, { date: '2026-02-30' })).toThrow(RangeError);
  });

  it('SMETA_MANAGER prints the manager, when there is one', () => {
    expect(build().header.manager).toEqual({ name: 'Петров Илья', phone: '+7 903 000-00-01' });
    expect(build({ SMETA_MANAGER: false }).header.manager).toBeNull();
    expect(build({}, { manager: null }).header.manager).toBeNull();
    expect(build({}, { manager: { name: 'Петров Илья' } }).header.manager).toEqual({
      name: 'Петров Илья',
      phone: null,
    });
  });

  it('SMETA_SIGN adds the client and company signature lines', () => {
    expect(build().signatures).toEqual([
      { role: 'Заказчик', name: 'Иванова Мария Петровна' },
      { role: 'Исполнитель', name: 'ООО «Гладь»' },
    ]);
    expect(build({ SMETA_SIGN: false }).signatures).toEqual([]);
  });

  it('SMETA_CUSTOM is printed trimmed; empty prints nothing', () => {
    expect(build({ SMETA_CUSTOM: '  Гарантия 12 лет.\nОплата после монтажа.  ' }).customText).toBe(
      'Гарантия 12 лет.\nОплата после монтажа.',
    );
    expect(build({ SMETA_CUSTOM: '   ' }).customText).toBeNull();
  });

  it('SMETA_COMPACT', () => {
    expect(build({ SMETA_COMPACT: true }).layout.compact).toBe(true);
    expect(build({ SMETA_COMPACT: false }).layout.compact).toBe(false);
  });

  it('SMETA_MARKUP raises every client row; SMETA_ROUND and SMETA_ROUND_BY round the total once', () => {
    const doc = build({ SMETA_MARKUP: 10, SMETA_ROUND_BY: 50 });
    expect(doc.blocks[0]!.rows[0]).toMatchObject({ price: 49_500, amount: 978_120 });
    // every line +10 % exactly (all prices are whole roubles): 39 933 × 1.1 = 43 926.30 → 43 950
    expect(doc.totals).toMatchObject({ subtotal: 4_392_630, total: 4_395_000 });
  });

  it('the client estimate never carries installer pay or company costs', () => {
    const doc = build();
    expect(doc.header.installer).toBeNull();
    expect(Object.keys(doc.totals).sort()).toEqual(
      ['discount', 'discountPercent', 'markup', 'minimumOrder', 'rounding', 'subtotal', 'total'].sort(),
    );
    // the installer's 30 % of mounting, 105 ₽/m² (2 074.80 ₽ in the living room), appears nowhere
    expect(JSON.stringify(doc)).not.toMatch(/cost|profit|10500|207480/i);
  });
});
