import type { CalcTemplateWire, CalculatorWire, PriceItem } from '@glad/contracts';
import type { CalculatorTemplate, PriceListItem } from '@glad/domain';

/*
 * The price list and calculators as the server sends them, turned into what the domain prices with: one
 * conversion for the calculation panel and the estimates alike.
 */

export function priceListItemOf(item: PriceItem): PriceListItem {
  return {
    uid: item.uid,
    name: item.name,
    category: item.category,
    unit: item.unit,
    // a copy cached before kinds existed has none: the domain reads that as a material
    ...(item.kind ? { kind: item.kind } : {}),
    price: item.price,
    // unset: pricing takes SMETA_PROCENT_SOOTNOSHENIE % of the price for work and services, 0 for materials
    ...(item.installerPrice === null ? {} : { installerPrice: item.installerPrice }),
    // null: hidden from this user (rights group «Отчёты»); pricing then counts no cost
    ...(item.costPrice === null ? {} : { costPrice: item.costPrice }),
  };
}

/** Calculators keep their default flag; templates are offered only when there is no calculator. */
export function templatesOf(
  calculators: readonly CalculatorWire[],
  templates: readonly CalcTemplateWire[],
): CalculatorTemplate[] {
  if (calculators.length > 0) return calculators.map((c) => ({ ...c }));
  return templates.map((t) => ({ ...t, default: 0 as const }));
}
