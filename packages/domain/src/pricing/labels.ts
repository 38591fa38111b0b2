import type { LightPointKind } from '../geometry/light-points.js';
import type { CalcGroup, PriceItemKind, PriceUnit, QuantitySourceKind, ScriptRule } from './types.js';

/** Unit abbreviations as printed after a quantity: `19,76 м²`. */
export const unitLabels: Record<PriceUnit, string> = {
  m2: 'м²',
  mp: 'м.п.',
  pcs: 'шт.',
  percent: '%',
};

/** Group titles of the constructor and the calculation screen. */
export const calcGroupLabels: Record<CalcGroup | 'scripts', string> = {
  main: 'Основное',
  other: 'Дополнительно',
  road: 'Выезд и доставка',
  prochee: 'Прочее',
  costs: 'Себестоимость',
  scripts: 'Правила',
};

/** Quantity sources as the constructor offers them. */
export const quantitySourceLabels: Record<QuantitySourceKind, string> = {
  area: 'Площадь',
  areaWithWaste: 'Площадь с запасом',
  perimeter: 'Периметр',
  perimeterRounded: 'Периметр целыми хлыстами',
  extraCorners: 'Углы сверх четырёх',
  curvedLength: 'Криволинейные участки',
  manual: 'Количество вручную',
  points: 'Точки на эскизе',
  fixed: 'Фиксированная сумма',
  percentOfAbove: 'Процент от строк выше',
};

/** Kinds of light points, as the sketch's tool and the constructor name them. */
export const lightPointLabels: Record<LightPointKind, string> = {
  spot: 'Светильник',
  chandelier: 'Люстра',
  pipe: 'Труба',
};

/** Plural forms per kind: «4 светильника». */
export const lightPointForms: Record<LightPointKind, readonly [string, string, string]> = {
  spot: ['светильник', 'светильника', 'светильников'],
  chandelier: ['люстра', 'люстры', 'люстр'],
  pipe: ['труба', 'трубы', 'труб'],
};

export const scriptRuleLabels: Record<ScriptRule['kind'], string> = {
  heightCoefficient: 'Коэффициент за высоту',
  minimumOrder: 'Минимальный заказ',
};

/** The name of the line a minimum-order rule adds. */
export const MINIMUM_ORDER_LINE = 'Минимальный заказ';
/** The name of a row whose price item was deleted and which has no saved copy. */
export const MISSING_ITEM_NAME = 'Позиция удалена из прайс-листа';

/** Item kinds as the price list and its XLSX column «Тип» name them. */
export const priceItemKindLabels: Record<PriceItemKind, string> = {
  material: 'материал',
  work: 'работа',
  service: 'услуга',
};

/** How the calculation screen labels a project line (`PricedLine.perProject`). */
export const PROJECT_LINE_NOTE = 'на весь объект, считается один раз';
