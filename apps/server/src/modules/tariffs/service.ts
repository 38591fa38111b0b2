import type { Tariff } from '@glad/contracts';
import type { tariffs } from '../../db/schema/index.js';

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
