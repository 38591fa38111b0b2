/** Pricing (docs/design.md §3 «Pricing»): price lists, calculator templates, calculations, totals in kopecks. */
export { minimumOrderLine, priceCalculation } from './calculate.js';
export {
  type DraftDrawing,
  type DraftMeasures,
  draftDrawingOf,
  draftMeasures,
  draftQuantities,
  lightPointsOf,
  quantitiesOfMeasures,
} from './draft-quantities.js';
export { draftReadiness, ROOM_NOT_MEASURED } from './draft-readiness.js';
export {
  addableItems,
  addItemRow,
  groupOfRow,
  removeRow,
  swapChoices,
  swapRowItem,
} from './edit-calculation.js';
export {
  calcGroupLabels,
  lightPointForms,
  lightPointLabels,
  MINIMUM_ORDER_LINE,
  MISSING_ITEM_NAME,
  PROJECT_LINE_NOTE,
  priceItemKindLabels,
  quantitySourceLabels,
  scriptRuleLabels,
  unitLabels,
} from './labels.js';
export {
  DEFAULT_ITEM_KIND,
  defaultCategories,
  defaultInstallerPrice,
  defaultPriceList,
  indexPriceList,
  isPaidKind,
} from './price-list.js';
export { type PartSums, type PricedRoom, type PriceListInput, partSums, priceRoom } from './price-room.js';
export { type CalcProblem, calcRowsProblems } from './problems.js';
export { profileLengths, rowQuantity } from './quantity.js';
export {
  DEFAULT_CALC_SCHEMA,
  DEFAULT_CALC_TYPE,
  DEFAULT_CURRENCY,
  DEFAULT_PROFILE_LENGTH_MM,
  defaultCalculatorTemplate,
  newCalculationFromTemplate,
  pickTemplate,
  type RefreshResult,
  refreshPrices,
  withItemPrices,
} from './template.js';
export { finishTotals, roundingStep, type TotalParts } from './totals.js';
export * from './types.js';
