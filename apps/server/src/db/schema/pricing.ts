import type { CalcRowsWire, PriceUnitCode, SmetaTemplateSettings } from '@glad/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/*
 * Pricing and estimates (docs/design.md §3 «Pricing», «Estimates»): price lists, calculator templates, calculators
 * (configs), estimate templates and expenses. Plain tenant tables (not synced records): every one keys its
 * indexes on company_id first.
 */

const stamps = () => ({
  createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/**
 * A price-list item. Prices are kopecks, except for unit 'percent' where they are percentages (e.g. −5):
 * numeric(14,2) holds both exactly. installer_price null = SMETA_PROCENT_SOOTNOSHENIE % of the price.
 */
export const priceItems = pgTable(
  'price_items',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    uid: text('uid').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull().default(''),
    unit: text('unit').$type<PriceUnitCode>().notNull(),
    /** material, work or service: who is paid for it (the installer is paid for work and services). */
    kind: text('kind').$type<'material' | 'work' | 'service'>().notNull().default('material'),
    price: numeric('price', { precision: 14, scale: 2, mode: 'number' }).notNull(),
    installerPrice: numeric('installer_price', { precision: 14, scale: 2, mode: 'number' }),
    costPrice: numeric('cost_price', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    sort: integer('sort').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    uniqueIndex('price_items_uid_uq').on(t.companyId, t.uid),
    index('price_items_sort_idx').on(t.companyId, t.sort, t.id),
    index('price_items_category_idx').on(t.companyId, t.category),
  ],
);

/** A calculator template (templatecalc/): the rows of the domain's CalcRows shape, kept as one document. */
export const calcTemplates = pgTable(
  'calc_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    type: integer('type').notNull().default(1),
    currency: text('currency').notNull().default('руб.'),
    schema: integer('schema').notNull().default(2),
    sales: jsonb('sales').$type<number[]>().notNull().default([]),
    rows: jsonb('rows').$type<CalcRowsWire>().notNull(),
    ...stamps(),
  },
  (t) => [index('calc_templates_company_idx').on(t.companyId, t.id)],
);

/**
 * A calculator (config, calculator/): a copy of a template with its own name, rows and the default flag.
 * At most one default per company (the partial unique index backs the service's exclusive switch).
 */
export const calculators = pgTable(
  'calculators',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    templateId: integer('template_id'),
    default: smallint('default').$type<0 | 1>().notNull().default(0),
    type: integer('type').notNull().default(1),
    currency: text('currency').notNull().default('руб.'),
    schema: integer('schema').notNull().default(2),
    sales: jsonb('sales').$type<number[]>().notNull().default([]),
    rows: jsonb('rows').$type<CalcRowsWire>().notNull(),
    ...stamps(),
  },
  (t) => [
    index('calculators_company_idx').on(t.companyId, t.id),
    uniqueIndex('calculators_default_uq').on(t.companyId).where(sql`${t.default} = 1`),
  ],
);

/** An estimate template (smeta_template/): a named set of SMETA_* overrides and texts. */
export const smetaTemplates = pgTable(
  'smeta_templates',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    name: text('name').notNull(),
    settings: jsonb('settings').$type<SmetaTemplateSettings>().notNull().default({}),
    title: text('title').notNull().default(''),
    intro: text('intro').notNull().default(''),
    footer: text('footer').notNull().default(''),
    ...stamps(),
  },
  (t) => [index('smeta_templates_company_idx').on(t.companyId, t.id)],
);

/** An expense (rashod): amount in kopecks on a day, per project (0 = the company's own) and category. */
export const expenses = pgTable(
  'expenses',
  {
    id: serial('id').primaryKey(),
    companyId: integer('company_id').notNull(),
    projectId: bigint('project_id', { mode: 'number' }).notNull().default(0),
    category: text('category').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: integer('created_by').notNull().default(0),
    ...stamps(),
  },
  (t) => [
    index('expenses_date_idx').on(t.companyId, t.date, t.id),
    index('expenses_project_idx').on(t.companyId, t.projectId),
    index('expenses_category_idx').on(t.companyId, t.category),
  ],
);
