import type { CalcRowsWire } from '@glad/contracts';
import { type CalcRows, defaultCalculatorTemplate, defaultPriceList } from '@glad/domain';
import type { Tx } from '../../db/client.js';
import { calcTemplates, calculators, priceItems } from '../../db/schema/index.js';
import { fromDomainItem } from './repository.js';

/** The row groups of a template or calculation, as stored. */
export function rowsOf(rows: CalcRows): CalcRowsWire {
  return {
    main: rows.main,
    other: rows.other,
    road: rows.road,
    prochee: rows.prochee,
    costs: rows.costs,
    scripts: rows.scripts,
  };
}

/**
 * A new company's pricing (registration and the demo): the domain's default price list, the default
 * calculator template bound to it by uid, and one calculator made from that template, marked default, so
 * the first drawn room prices itself.
 */
export async function seedPricing(tx: Tx, companyId: number) {
  await tx
    .insert(priceItems)
    .values(defaultPriceList().map((item, i) => ({ ...fromDomainItem(item, i), companyId })));
  const template = defaultCalculatorTemplate();
  const fields = {
    companyId,
    name: template.name,
    type: template.type,
    currency: template.currency,
    sales: template.sales,
    rows: rowsOf(template),
  };
  const [made] = await tx.insert(calcTemplates).values(fields).returning({ id: calcTemplates.id });
  await tx.insert(calculators).values({ ...fields, templateId: made!.id, default: 1 });
}
