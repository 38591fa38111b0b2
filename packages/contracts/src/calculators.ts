import { z } from 'zod';
import { MAX_PRICE_KOPECKS, priceKindCodes, priceUnitCodes } from './pricelist.js';
import { flag01, plainText } from './record-basics.js';

/**
 * Calculator templates (templatecalc/) and calculators (calculator/, the configs of docs/spec.md §3), in the shape
 * of the domain's `CalcRows`/`CalculatorTemplate` (packages/domain/src/pricing/types.ts): ordered rows in
 * the groups main, other, road, prochee, costs and the rules of scripts. The domain's `calcRowsProblems`
 * is checked on top of these schemas by the server.
 */

const rowId = plainText(64).min(1, 'У строки нет идентификатора');

export const quantitySourceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('area') }),
    z.object({
      kind: z.literal('areaWithWaste'),
      wastePercent: z.number().min(0, 'Запас — от 0 до 100 %').max(100, 'Запас — от 0 до 100 %'),
    }),
    z.object({ kind: z.literal('perimeter') }),
    z.object({
      kind: z.literal('perimeterRounded'),
      lengthMm: z
        .number()
        .int('Длина хлыста — целое число мм')
        .min(100, 'Длина хлыста — не меньше 100 мм')
        .max(100_000, 'Длина хлыста — не больше 100 м'),
    }),
    z.object({ kind: z.literal('extraCorners') }),
    z.object({ kind: z.literal('curvedLength') }),
    z.object({
      kind: z.literal('manual'),
      defaultCount: z.number().min(0, 'Количество — не меньше 0').max(100_000).optional(),
    }),
    z.object({
      kind: z.literal('points'),
      pointKind: z.enum(['spot', 'chandelier', 'pipe'], 'Вид точки: светильник, люстра или труба'),
    }),
    z.object({ kind: z.literal('fixed') }),
    z.object({ kind: z.literal('percentOfAbove') }),
  ],
  { error: 'Неизвестный источник количества' },
);

const money = z.number().min(-MAX_PRICE_KOPECKS).max(MAX_PRICE_KOPECKS);

export const calcRowSchema = z.object({
  id: rowId,
  itemUid: plainText(64).nullable().optional(),
  name: plainText(300).optional(),
  unit: z.enum(priceUnitCodes, 'Единица измерения: м², м.п., шт. или %').optional(),
  /** A row's own price (custom row, or a calculation's saved copy): kopecks, percent for '%'. */
  price: money.optional(),
  installerPrice: money.optional(),
  costPrice: money.optional(),
  /** The item's kind, saved with its prices (a calculation's copy). */
  kind: z.enum(priceKindCodes, 'Тип позиции: материал, работа или услуга').optional(),
  source: quantitySourceSchema,
  tags: z.array(plainText(32).min(1)).max(20).optional(),
  /** «на объект»: priced once per project, not per room */
  perProject: z.boolean().optional(),
});
export type CalcRowWire = z.infer<typeof calcRowSchema>;

export const scriptRuleSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({
      id: rowId,
      kind: z.literal('heightCoefficient'),
      thresholdM: z.number().gt(0, 'Высота — больше нуля').max(100, 'Высота — не больше 100 м'),
      factor: z.number().gt(0, 'Коэффициент должен быть больше нуля').max(100, 'Коэффициент — не больше 100'),
      tag: plainText(32),
    }),
    z.object({
      id: rowId,
      kind: z.literal('minimumOrder'),
      amount: z.number().int('Сумма — целое число копеек').gt(0).max(MAX_PRICE_KOPECKS),
    }),
  ],
  { error: 'Неизвестное правило' },
);
export type ScriptRuleWire = z.infer<typeof scriptRuleSchema>;

/** Rows of a group, at most this many. */
export const MAX_GROUP_ROWS = 200;
const rows = z.array(calcRowSchema).max(MAX_GROUP_ROWS, `Не больше ${MAX_GROUP_ROWS} строк в группе`);

export const calcRowsSchema = z.object({
  main: rows,
  other: rows,
  road: rows,
  prochee: rows,
  costs: rows,
  scripts: z.array(scriptRuleSchema).max(50, 'Не больше 50 правил'),
});
export type CalcRowsWire = z.infer<typeof calcRowsSchema>;
export const calcRowGroups = ['main', 'other', 'road', 'prochee', 'costs', 'scripts'] as const;

const templateFields = {
  name: plainText(200).min(1, 'Укажите название'),
  /** docs/spec.md §4: default 1 */
  type: z.number().int().min(0).max(1000),
  /** docs/spec.md §4: default 'руб.' */
  currency: plainText(20).min(1, 'Укажите валюту'),
  /** docs/spec.md §4: default 2 */
  schema: z.number().int().min(0).max(1000),
  /** Discount percentages offered in saleSelect. */
  sales: z.array(z.number().min(0).max(100)).max(20),
  ...calcRowsSchema.shape,
};

/** POST templatecalc/: everything but the name has a default (docs/spec.md §4 defaults, empty groups). */
export const calcTemplateCreateBody = z.object({
  name: templateFields.name,
  type: templateFields.type.default(1),
  currency: templateFields.currency.default('руб.'),
  schema: templateFields.schema.default(2),
  sales: templateFields.sales.default([]),
  main: rows.default([]),
  other: rows.default([]),
  road: rows.default([]),
  prochee: rows.default([]),
  costs: rows.default([]),
  scripts: calcRowsSchema.shape.scripts.default([]),
});
export type CalcTemplateCreateBody = z.infer<typeof calcTemplateCreateBody>;
export const calcTemplateUpdateBody = z.object(templateFields).partial();
export type CalcTemplateUpdateBody = z.infer<typeof calcTemplateUpdateBody>;
export const calcTemplateUpdateWithId = calcTemplateUpdateBody.extend({ id: z.unknown().optional() });

const meta = { id: z.number().int(), timestamp: z.number().int() };

export const calcTemplateSchema = z.object({
  ...meta,
  name: z.string(),
  type: z.number().int(),
  currency: z.string(),
  schema: z.number().int(),
  sales: z.array(z.number()),
  ...calcRowsSchema.shape,
});
export type CalcTemplateWire = z.infer<typeof calcTemplateSchema>;

/** A calculator: a template's copy with its own name; `default` 1 on at most one per company. */
export const calculatorSchema = calcTemplateSchema.extend({
  default: flag01,
  /** The template it was made from; null when made from scratch or the template was deleted. */
  templateId: z.number().int().nullable(),
});
export type CalculatorWire = z.infer<typeof calculatorSchema>;

/**
 * POST calculator/: from a template (`templateId`: its rows, type, currency, schema, sales and name are
 * copied, the body's fields win) or from scratch (then `name` is needed). `default: 1` makes it the only
 * default.
 */
export const calculatorCreateBody = calcTemplateUpdateBody.extend({
  templateId: z.number().int().positive().max(2_147_483_647).optional(),
  default: flag01.optional(),
});
export type CalculatorCreateBody = z.infer<typeof calculatorCreateBody>;
export const calculatorUpdateBody = calcTemplateUpdateBody.extend({ default: flag01.optional() });
export type CalculatorUpdateBody = z.infer<typeof calculatorUpdateBody>;
export const calculatorUpdateWithId = calculatorUpdateBody.extend({ id: z.unknown().optional() });

/** PATCH calculator/{id}/default: `default` 1 (the default when absent) makes it the only one; 0 clears it. */
export const calculatorDefaultBody = z.object({ default: flag01.optional() });

export const CONFIG_ID_MISSING = 'не указан id конфигурации';
/** DELETE calculator/{id}: an id left out by the caller (`undefined`, `null`) answers CONFIG_ID_MISSING. */
export const configIdParam = z.object({ id: z.string().max(100) });

export const calcListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const calcTemplateListAnswer = z.object({
  res: z.literal(true),
  pagination: z.object({ total: z.number().int() }),
  content: z.array(calcTemplateSchema),
  /** The plan's template_calc limit, so a screen can say how many more may be added. */
  limit: z.number().int(),
});
export const calcTemplateAnswer = z.object({ res: z.literal(true), content: calcTemplateSchema });
export const calculatorListAnswer = z.object({
  res: z.literal(true),
  pagination: z.object({ total: z.number().int() }),
  content: z.array(calculatorSchema),
  /** The plan's calc limit. */
  limit: z.number().int(),
});
export const calculatorAnswer = z.object({ res: z.literal(true), content: calculatorSchema });

/**
 * PATCH calculator/{id}/default (docs/spec.md §7: res, data.calc, data.test): `calc` is the calculator after the
 * switch; `test` lists every calculator of the company with its default flag after it, so a screen can
 * update its whole list (at most one has 1).
 */
export const calculatorDefaultAnswer = z.object({
  res: z.literal(true),
  data: z.object({
    calc: calculatorSchema,
    test: z.array(z.object({ id: z.number().int(), name: z.string(), default: flag01 })),
  }),
});
export type CalculatorDefaultAnswer = z.infer<typeof calculatorDefaultAnswer>;
