import {
  type CalcRowsWire,
  type CalcTemplateUpdateBody,
  type CalcTemplateWire,
  type CalculatorWire,
  calcRowGroups,
} from '@glad/contracts';
import { type CalcRows, calcGroups, calcRowsProblems, indexPriceList } from '@glad/domain';
import type { Tx } from '../../db/client.js';
import { badRequest } from '../../lib/errors.js';
import { stampOf } from '../../lib/wire.js';
import { allItems, toDomainItem } from '../pricelist/service.js';
import { rowsForReader } from './costs.js';
import type { CalculatorRow, TemplateRow } from './repository.js';

/** `costs` false: the rows' own cost prices are left out (costs.ts). */
export function templateWire(row: TemplateRow, costs: boolean): CalcTemplateWire {
  return {
    id: row.id,
    name: row.name,
    type: row.type,
    currency: row.currency,
    schema: row.schema,
    sales: row.sales,
    ...rowsForReader(row.rows, costs),
    timestamp: stampOf(row.updatedAt),
  };
}

export function calculatorWire(row: CalculatorRow, costs: boolean): CalculatorWire {
  return { ...templateWire(row, costs), default: row.default, templateId: row.templateId };
}

/** The groups a body carries, over the stored ones. */
export function mergeRows(stored: CalcRowsWire, body: Partial<CalcRowsWire>): CalcRowsWire {
  const next = { ...stored };
  for (const group of calcRowGroups) {
    const given = body[group];
    if (given !== undefined) (next as Record<string, unknown>)[group] = given;
  }
  return next;
}

/** Only the fields a template row keeps besides its rows. */
export function plainFields(body: CalcTemplateUpdateBody) {
  const out: Partial<Pick<TemplateRow, 'name' | 'type' | 'currency' | 'schema' | 'sales'>> = {};
  if (body.name !== undefined) out.name = body.name;
  if (body.type !== undefined) out.type = body.type;
  if (body.currency !== undefined) out.currency = body.currency;
  if (body.schema !== undefined) out.schema = body.schema;
  if (body.sales !== undefined) out.sales = body.sales;
  return out;
}

/**
 * Refuses rows the domain finds wrong (calcRowsProblems against the company's price list, Russian), and
 * a money price that is not whole kopecks (pricing works in exact integers).
 */
export async function assertRowsValid(tx: Tx, companyId: number, rows: CalcRowsWire) {
  const items = indexPriceList((await allItems(tx, companyId)).map(toDomainItem));
  const domainRows: CalcRows = rows;
  const problems = calcRowsProblems(domainRows, items);
  for (const group of calcGroups) {
    for (const row of domainRows[group]) {
      const unit = row.unit ?? (row.itemUid ? items.get(row.itemUid)?.unit : undefined);
      if (unit === 'percent') continue;
      for (const value of [row.price, row.installerPrice, row.costPrice]) {
        if (value !== undefined && !Number.isInteger(value)) {
          problems.push({ id: row.id, message: 'Цена — целое число копеек' });
          break;
        }
      }
    }
  }
  if (problems.length === 0) return;
  const shown = problems.slice(0, 3).map((p) => (p.id ? `строка «${p.id}»: ${p.message}` : p.message));
  const more = problems.length > 3 ? ` и ещё ${problems.length - 3}` : '';
  const text = shown.join('; ') + more;
  throw badRequest(`Ошибки в строках: ${text}`);
}
