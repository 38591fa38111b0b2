import { indexPriceList } from './price-list.js';
import type { PriceListInput } from './price-room.js';
import { type CalcRows, calcGroups, type PriceListItem } from './types.js';

export interface CalcProblem {
  /** The row or rule concerned, null for the whole template. */
  id: string | null;
  message: string;
}

/**
 * What is wrong with a template or calculation, in Russian, for the constructor and the API to show before
 * saving. Pricing itself never throws on these: it prices what it can (a missing item at 0).
 */
export function calcRowsProblems(rows: CalcRows, priceList?: PriceListInput): CalcProblem[] {
  const items = priceList
    ? priceList instanceof Map
      ? priceList
      : indexPriceList(priceList as readonly PriceListItem[])
    : null;
  const problems: CalcProblem[] = [];
  const seen = new Set<string>();
  const idOnce = (id: string) => {
    if (!id.trim()) problems.push({ id, message: 'У строки нет идентификатора' });
    else if (seen.has(id)) problems.push({ id, message: `Идентификатор «${id}» повторяется` });
    seen.add(id);
  };
  let rowsAbove = 0;
  for (const group of calcGroups) {
    for (const row of rows[group] ?? []) {
      idOnce(row.id);
      const own = typeof row.price === 'number';
      if (!row.itemUid && !own)
        problems.push({ id: row.id, message: 'Выберите позицию прайс-листа или задайте цену' });
      if (!row.itemUid && own && !row.name?.trim())
        problems.push({ id: row.id, message: 'Укажите название строки' });
      if (row.itemUid && !own && items && !items.has(row.itemUid)) {
        problems.push({ id: row.id, message: 'Позиции нет в прайс-листе' });
      }
      if (own && !Number.isFinite(row.price))
        problems.push({ id: row.id, message: 'Цена должна быть числом' });
      const unit = row.unit ?? (row.itemUid ? items?.get(row.itemUid)?.unit : undefined);
      const source = row.source;
      if (source.kind === 'perimeterRounded' && !(source.lengthMm >= 100)) {
        problems.push({ id: row.id, message: 'Длина хлыста — не меньше 100 мм' });
      }
      if (source.kind === 'areaWithWaste' && !(source.wastePercent >= 0 && source.wastePercent <= 100)) {
        problems.push({ id: row.id, message: 'Запас — от 0 до 100 %' });
      }
      if (source.kind === 'percentOfAbove' && unit !== undefined && unit !== 'percent') {
        problems.push({ id: row.id, message: 'Для процента от строк выше нужна позиция в процентах' });
      }
      if (source.kind !== 'percentOfAbove' && unit === 'percent') {
        problems.push({ id: row.id, message: 'Позиция в процентах считается только от строк выше' });
      }
      if ((source.kind === 'percentOfAbove' || unit === 'percent') && rowsAbove === 0) {
        problems.push({ id: row.id, message: 'Над процентной строкой нет строк' });
      }
      rowsAbove += 1;
    }
  }
  for (const rule of rows.scripts ?? []) {
    idOnce(rule.id);
    if (rule.kind === 'heightCoefficient') {
      if (!(rule.factor > 0)) problems.push({ id: rule.id, message: 'Коэффициент должен быть больше нуля' });
      if (!(rule.thresholdM > 0)) problems.push({ id: rule.id, message: 'Высота — больше нуля' });
      if (!rule.tag.trim()) problems.push({ id: rule.id, message: 'Укажите метку строк для коэффициента' });
    } else if (!(Number.isInteger(rule.amount) && rule.amount > 0)) {
      problems.push({ id: rule.id, message: 'Сумма минимального заказа — больше нуля' });
    }
  }
  return problems;
}
