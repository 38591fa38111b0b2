import { sql } from 'drizzle-orm';
import type { App } from '../../src/app.js';
import type { Company } from './records.js';

/** What `groups` reads: a calculator, a template or the rows a test sends. */
interface RowGroups {
  main?: unknown;
  other?: unknown;
  road?: unknown;
  prochee?: unknown;
  costs?: unknown;
  scripts?: unknown;
}

/** The row groups of a calculator or a template, to compare them alone. */
export const groups = ({ main, other, road, prochee, costs, scripts }: RowGroups) => ({
  main,
  other,
  road,
  prochee,
  costs,
  scripts,
});

/** Two rows: the film by area and spots counted by hand. */
export const simpleRows = {
  main: [{ id: 'film', itemUid: 'pvh-glossy', source: { kind: 'area' } }],
  other: [{ id: 'spots', itemUid: 'spot', source: { kind: 'manual', defaultCount: 4 }, tags: ['work'] }],
};

/** Moves the company to a new plan with these template and calculator limits. */
export async function setTariffLimits(app: App, company: Company, templateCalc: number, calc: number) {
  const [plan] = (
    await app.db.execute(
      sql`insert into tariffs (name, managers, template_calc, calc, price, sort)
          values ('Узкий', 2, ${templateCalc}, ${calc}, 0, 9) returning id`,
    )
  ).rows as { id: number }[];
  await app.db.execute(sql`update companies set tariff_id = ${plan!.id} where id = ${company.company.id}`);
}
