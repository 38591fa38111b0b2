import type { PriceItem } from '@glad/contracts';
import {
  type CalcProblem,
  type CalcRows,
  calcGroupLabels,
  calcRowsProblems,
  type GeometryQuantities,
  type PriceListItem,
  type PricingResult,
  type PricingSettings,
  priceCalculation,
  scriptRuleLabels,
} from '@glad/domain';
import { rowGroups, type TemplateDraft } from './template-edit';

/** The room the preview prices a template on: 5.20 × 3.80 m, four corners, no curved walls. */
export const SAMPLE_ROOM = { widthMm: 5200, lengthMm: 3800 } as const;

/** The sample room's quantities at a ceiling height (m) the user can change to try a height rule. */
export function sampleGeometry(heightM: number): GeometryQuantities {
  const w = SAMPLE_ROOM.widthMm;
  const l = SAMPLE_ROOM.lengthMm;
  return {
    // mm² → m², two decimals exactly as a drawn room gives them
    area: Math.round((w * l) / 10_000) / 100,
    perimeter: (2 * (w + l)) / 1000,
    extraCorners: 0,
    curvedLength: 0,
    corners: 4,
    height: heightM,
  };
}

/** The server's price items as pricing takes them (an unset installer price stays unset). */
export function domainItems(items: readonly PriceItem[]): PriceListItem[] {
  return items.map((i) => {
    const item: PriceListItem = {
      uid: i.uid,
      name: i.name,
      category: i.category,
      unit: i.unit,
      price: i.price,
    };
    if (i.installerPrice !== null) item.installerPrice = i.installerPrice;
    if (i.costPrice !== null) item.costPrice = i.costPrice;
    return item;
  });
}

const rowsOf = (d: TemplateDraft): CalcRows => d as unknown as CalcRows;

/** The template priced on the sample room at the current list; hand counts take their default counts. */
export function previewTemplate(
  draft: TemplateDraft,
  items: readonly PriceListItem[],
  settings: PricingSettings,
  heightM: number,
): PricingResult {
  return priceCalculation(rowsOf(draft), sampleGeometry(heightM), {}, items, settings);
}

/** Where a row or rule sits, as the user sees it: «Основное, строка 2». */
export function placeOf(draft: TemplateDraft, id: string | null): string {
  if (id === null) return 'Шаблон';
  for (const g of rowGroups) {
    const i = draft[g].findIndex((r) => r.id === id);
    if (i >= 0) return `${calcGroupLabels[g]}, строка ${i + 1}`;
  }
  const rule = draft.scripts.findIndex((r) => r.id === id);
  if (rule >= 0)
    return `${calcGroupLabels.scripts}: ${scriptRuleLabels[draft.scripts[rule]!.kind].toLowerCase()}`;
  return 'Шаблон';
}

/** What is wrong with the template, each with where it is; the name too. */
export function draftProblems(draft: TemplateDraft, items: readonly PriceListItem[]): CalcProblem[] {
  const problems = calcRowsProblems(rowsOf(draft), items);
  if (!draft.name.trim()) problems.unshift({ id: null, message: 'Укажите название шаблона' });
  return problems;
}
