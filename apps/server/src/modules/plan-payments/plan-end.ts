import type { Db } from '../../db/client.js';
import { effectivePlan, freeTariff, moscowToday } from '../../lib/plan.js';
import { logPlatformEvent } from '../../lib/platform-events.js';
import { endedPlanCompanies, setCompanyFreePlan } from './repository.js';

/**
 * Companies whose paid plan's last day has passed go back to the free plan (decision 0033). Nothing is deleted:
 * what is over the free limits stays, read-only (lib/plan). Limits already count an ended plan as the free one,
 * so this only writes down what is already in force; any process may run it, repeats change nothing.
 */
export async function endEndedPlans(db: Db, now = new Date()): Promise<number> {
  const today = moscowToday(now);
  let ended = 0;
  for (const companyId of await endedPlanCompanies(db, today)) {
    const done = await db.transaction(async (tx) => {
      const plan = await effectivePlan(tx, companyId, true);
      const free = await freeTariff(tx);
      if (!plan.ended || !free) return false;
      const [before] = await setCompanyFreePlan(tx, companyId, free.id, today);
      if (!before) return false;
      await logPlatformEvent(tx, {
        kind: 'plan_end',
        companyId,
        details: { tariff: before.name, end: before.end },
      });
      return true;
    });
    if (done) ended += 1;
  }
  return ended;
}
