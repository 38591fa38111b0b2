import { describe, expect, it } from 'vitest';
import { defaultPriceList } from './price-list.js';
import { calcRowsProblems } from './problems.js';
import { defaultCalculatorTemplate } from './template.js';
import type { CalcRows } from './types.js';

const empty: CalcRows = { main: [], other: [], road: [], prochee: [], costs: [], scripts: [] };

describe('calcRowsProblems', () => {
  it('finds nothing wrong with the default template and list', () => {
    expect(calcRowsProblems(defaultCalculatorTemplate(), defaultPriceList())).toEqual([]);
  });

  it('reports each kind of mistake in Russian, by row', () => {
    const rows: CalcRows = {
      ...empty,
      main: [
        { id: 'p', name: 'Скидка', unit: 'percent', price: -5, source: { kind: 'percentOfAbove' } },
        { id: 'a', itemUid: 'gone', source: { kind: 'area' } },
        { id: 'a', source: { kind: 'area' } },
        { id: 'b', itemUid: 'profile', source: { kind: 'perimeterRounded', lengthMm: 0 } },
        { id: 'c', itemUid: 'pvh-mat', source: { kind: 'areaWithWaste', wastePercent: 150 } },
        { id: 'd', itemUid: 'pvh-mat', source: { kind: 'percentOfAbove' } },
        { id: 'e', itemUid: 'regular-discount', source: { kind: 'fixed' } },
        { id: 'f', price: 100, source: { kind: 'fixed' } },
      ],
      scripts: [
        { id: 'h', kind: 'heightCoefficient', thresholdM: 0, factor: 0, tag: ' ' },
        { id: 'm', kind: 'minimumOrder', amount: -1 },
      ],
    };
    expect(calcRowsProblems(rows, defaultPriceList())).toEqual([
      { id: 'p', message: 'Над процентной строкой нет строк' },
      { id: 'a', message: 'Позиции нет в прайс-листе' },
      { id: 'a', message: 'Идентификатор «a» повторяется' },
      { id: 'a', message: 'Выберите позицию прайс-листа или задайте цену' },
      { id: 'b', message: 'Длина хлыста — не меньше 100 мм' },
      { id: 'c', message: 'Запас — от 0 до 100 %' },
      { id: 'd', message: 'Для процента от строк выше нужна позиция в процентах' },
      { id: 'e', message: 'Позиция в процентах считается только от строк выше' },
      { id: 'f', message: 'Укажите название строки' },
      { id: 'h', message: 'Коэффициент должен быть больше нуля' },
      { id: 'h', message: 'Высота — больше нуля' },
      { id: 'h', message: 'Укажите метку строк для коэффициента' },
      { id: 'm', message: 'Сумма минимального заказа — больше нуля' },
    ]);
  });

  it('does not look items up when no list is given', () => {
    const rows: CalcRows = { ...empty, main: [{ id: 'a', itemUid: 'anything', source: { kind: 'area' } }] };
    expect(calcRowsProblems(rows)).toEqual([]);
  });
});
