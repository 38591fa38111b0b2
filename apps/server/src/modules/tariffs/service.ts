import type { Tariff } from '@glad/contracts';
import type { Db } from '../../db/client.js';
import type { tariffs } from '../../db/schema/index.js';
import { notFound } from '../../lib/errors.js';
import { moscowToday } from '../../lib/plan.js';
import { allTariffs, companyTariffId } from './repository.js';

export { freeTariffId } from './seed.js';

type TariffRow = typeof tariffs.$inferSelect;

/** docs/spec.md §3: the three limits as integers (older rows or imports may hold them as text or floats). */
const int = (v: unknown) => {
  const n = Number.parseInt(String(v), 10);
  return Number.isFinite(n) ? n : 0;
};

export function toTariff(row: TariffRow): Tariff {
  return {
    id: row.id,
    name: row.name,
    managers: int(row.managers),
    template_calc: int(row.templateCalc),
    calc: int(row.calc),
    price: int(row.price),
    free: row.isFree,
    ...(row.end ? { end: row.end } : {}),
  };
}

/**
 * tarifs/: the plans offered to the company and which one it is on. A special plan is offered until its end
 * date; the company's own plan is always listed.
 */
export async function offeredTariffs(db: Db, companyId: number) {
  const current = await companyTariffId(db, companyId);
  if (current === undefined) throw notFound('Компания не найдена');
  const rows = await allTariffs(db);
  const today = moscowToday(new Date());
  const offered = rows.filter((r) => !r.end || r.end >= today || r.id === current);
  return {
    current,
    content: offered.map((row) => ({ ...toTariff(row), current: row.id === current })),
  };
}
