import { z } from 'zod';
import { plainText } from './record-basics.js';

/**
 * The price list (pricelist/, docs/design.md §3 «Pricing»). Items have a `uid` (unique in the company) that
 * calculator rows point at. Units travel as the domain's codes; bodies also accept the Russian labels.
 * Prices are kopecks; an item in '%' holds percentages instead (−5 = a 5 % discount).
 */

export const priceUnitCodes = ['m2', 'mp', 'pcs', 'percent'] as const;
export type PriceUnitCode = (typeof priceUnitCodes)[number];

/** The labels printed after a quantity (the domain's `unitLabels`). */
export const priceUnitNames: Record<PriceUnitCode, string> = {
  m2: 'м²',
  mp: 'м.п.',
  pcs: 'шт.',
  percent: '%',
};

const unitSpellings: Record<string, PriceUnitCode> = {
  m2: 'm2',
  'м²': 'm2',
  м2: 'm2',
  'кв.м': 'm2',
  'кв.м.': 'm2',
  'кв. м': 'm2',
  'кв. м.': 'm2',
  mp: 'mp',
  'м.п.': 'mp',
  'м.п': 'mp',
  мп: 'mp',
  'п.м.': 'mp',
  'п.м': 'mp',
  пм: 'mp',
  'пог.м': 'mp',
  'пог. м': 'mp',
  м: 'mp',
  pcs: 'pcs',
  'шт.': 'pcs',
  шт: 'pcs',
  percent: 'percent',
  '%': 'percent',
};

/** A unit code from a code or a Russian spelling (м², кв.м, м.п., п.м., шт., %); null when unknown. */
export function parsePriceUnit(value: unknown): PriceUnitCode | null {
  if (typeof value !== 'string') return null;
  return unitSpellings[value.trim().toLowerCase().replace(/\s+/g, ' ')] ?? null;
}

export const UNIT_MESSAGE = 'Единица измерения: м², м.п., шт. или %';

/**
 * What an item is (the domain's `PriceItemKind`): a material the installer mounts (his pay defaults to 0),
 * work and services he is paid for (SMETA_PROCENT_SOOTNOSHENIE % by default).
 */
export const priceKindCodes = ['material', 'work', 'service'] as const;
export type PriceKindCode = (typeof priceKindCodes)[number];

/** As the price list, its XLSX column «Тип» and the documents name them. */
export const priceKindNames: Record<PriceKindCode, string> = {
  material: 'материал',
  work: 'работа',
  service: 'услуга',
};

/** A kind from its code or its Russian name (материал, работа, услуга, any case); null when unknown. */
export function parsePriceKind(value: unknown): PriceKindCode | null {
  if (typeof value !== 'string') return null;
  const text = value.trim().toLowerCase();
  if ((priceKindCodes as readonly string[]).includes(text)) return text as PriceKindCode;
  const found = priceKindCodes.find((code) => priceKindNames[code] === text);
  return found ?? null;
}

export const KIND_MESSAGE = 'Тип позиции: материал, работа или услуга';
export const priceKind = z.preprocess((v) => parsePriceKind(v) ?? v, z.enum(priceKindCodes, KIND_MESSAGE));
export const priceUnit = z.preprocess((v) => parsePriceUnit(v) ?? v, z.enum(priceUnitCodes, UNIT_MESSAGE));

/** Up to 100 million roubles per unit. */
export const MAX_PRICE_KOPECKS = 10_000_000_000;
export const PERCENT_MIN = -100;
export const PERCENT_MAX = 1000;
/** Items a company may keep. */
export const MAX_PRICE_ITEMS = 5000;
/** The largest XLSX file price-list import takes. */
export const PRICE_IMPORT_MAX_BYTES = 2 * 1024 * 1024;

const priceNumber = z.number({ error: 'Цена должна быть числом' });

const hasTwoDecimals = (v: number) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6;

/**
 * What is wrong with an item's prices for its unit, in Russian; null when they fit. Money units take whole
 * kopecks from 0 to MAX_PRICE_KOPECKS; '%' takes −100…1000 with two decimals at most.
 */
export function priceItemProblem(item: {
  unit: PriceUnitCode;
  price: number;
  installerPrice?: number | null;
  costPrice?: number | null;
}): string | null {
  const named: [string, number | null | undefined][] = [
    ['Цена для клиента', item.price],
    ['Цена монтажника', item.installerPrice],
    ['Себестоимость', item.costPrice],
  ];
  for (const [label, value] of named) {
    if (value === null || value === undefined) continue;
    if (item.unit === 'percent') {
      if (value < PERCENT_MIN || value > PERCENT_MAX || !hasTwoDecimals(value)) {
        return `${label}: для позиции в процентах — от ${PERCENT_MIN} до ${PERCENT_MAX} %, не больше двух знаков после запятой`;
      }
    } else if (!Number.isInteger(value) || value < 0 || value > MAX_PRICE_KOPECKS) {
      return `${label}: целое число копеек от 0 до ${MAX_PRICE_KOPECKS}`;
    }
  }
  return null;
}

export const priceUid = plainText(64)
  .min(1, 'Укажите код позиции')
  .refine((v) => !/[\s/\\]/.test(v), 'Код позиции — без пробелов и косых черт');

const itemFields = {
  uid: priceUid,
  name: plainText(300).min(1, 'Укажите наименование'),
  category: plainText(100),
  unit: priceUnit,
  kind: priceKind,
  price: priceNumber,
  /** null = SMETA_PROCENT_SOOTNOSHENIE % of the client price for work and services, 0 for a material. */
  installerPrice: priceNumber.nullable(),
  costPrice: priceNumber,
  sort: z.number().int().min(-1_000_000_000).max(1_000_000_000),
};

/** POST pricelist/: uid is made when absent, category '', kind material and costPrice 0 by default. */
export const priceItemCreateBody = z
  .object({
    ...itemFields,
    uid: itemFields.uid.optional(),
    category: itemFields.category.default(''),
    kind: itemFields.kind.default('material'),
    installerPrice: itemFields.installerPrice.default(null),
    costPrice: itemFields.costPrice.default(0),
    sort: itemFields.sort.optional(),
  })
  .superRefine((item, ctx) => {
    const problem = priceItemProblem(item);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['price'] });
  });
export type PriceItemCreateBody = z.infer<typeof priceItemCreateBody>;

/** PUT pricelist/{id}: the fields that change (prices are checked against the resulting unit). */
export const priceItemUpdateBody = z.object(itemFields).partial();
export type PriceItemUpdateBody = z.infer<typeof priceItemUpdateBody>;
/** PUT pricelist/ with the id in the body. */
export const priceItemUpdateWithId = priceItemUpdateBody.extend({ id: z.unknown().optional() });

export const priceItemSchema = z.object({
  id: z.number().int(),
  uid: z.string(),
  name: z.string(),
  category: z.string(),
  unit: z.enum(priceUnitCodes),
  kind: z.enum(priceKindCodes),
  price: z.number(),
  installerPrice: z.number().nullable(),
  /**
   * installerPrice, else by the kind: the SMETA_PROCENT_SOOTNOSHENIE share of price for work and services,
   * 0 for a material (0 % for a '%' item without one).
   */
  installerPriceResolved: z.number(),
  /** null: hidden from this user (cost prices are for the owner and rights group «Отчёты») */
  costPrice: z.number().nullable(),
  sort: z.number().int(),
  /** ms of the last change */
  timestamp: z.number().int(),
});
export type PriceItem = z.infer<typeof priceItemSchema>;

export const priceListQuery = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MAX_PRICE_ITEMS).default(20),
  /** exact category */
  category: plainText(100).optional(),
  /** found in the name or the uid, any case */
  q: plainText(200).optional(),
});
export type PriceListQuery = z.infer<typeof priceListQuery>;

export const priceListAnswer = z.object({
  res: z.literal(true),
  pagination: z.object({ total: z.number().int() }),
  content: z.array(priceItemSchema),
  /** every category the company's list uses, sorted */
  categories: z.array(z.string()),
});
export const priceItemAnswer = z.object({ res: z.literal(true), content: priceItemSchema });
export const idDeletedAnswer = z.object({ res: z.literal(true), id: z.number().int() });
/** DELETE with the id in the body (docs/spec.md §5: a delete without an id names what is missing). */
export const bodyIdOnly = z.object({ id: z.unknown().optional() });

export const importRowStatuses = ['created', 'updated', 'unchanged', 'error'] as const;
export const importRowStatusLabels: Record<(typeof importRowStatuses)[number], string> = {
  created: 'добавлена',
  updated: 'обновлена',
  unchanged: 'без изменений',
  error: 'ошибка',
};

/** POST pricelist/import/: what happened to each data row of the sheet (row = its number in Excel). */
export const priceImportAnswer = z.object({
  res: z.literal(true),
  created: z.number().int(),
  updated: z.number().int(),
  unchanged: z.number().int(),
  errors: z.number().int(),
  rows: z.array(
    z.object({
      row: z.number().int(),
      status: z.enum(importRowStatuses),
      uid: z.string().nullable(),
      name: z.string(),
      /** Russian, for an error row */
      message: z.string().nullable(),
    }),
  ),
});
export type PriceImportAnswer = z.infer<typeof priceImportAnswer>;
