import {
  ESTIMATES_GROUP,
  EXPENSES_GROUP,
  type PayoutCreateBody,
  type PayoutListQuery,
  type ProjectTotalsBody,
} from '@glad/contracts';
import type { Db } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import { COSTS_RIGHT, canSeeCosts, hasRight, requireRight } from '../../lib/rights.js';
import type { AuthContext } from '../../plugins/auth.js';
import {
  balances,
  deletePayout,
  insertPayout,
  isLiveProject,
  isStaff,
  jobsOf,
  listPayouts,
  upsertTotals,
} from './repository.js';

export { insertPayout, upsertTotals } from './repository.js';

/*
 * Installer payouts and balances (issue 11 §2, decision 0035). The owner, an admin and rights group «Расходы»
 * (11) see every installer's figures and record payouts; anyone else sees only his own jobs and payouts.
 */

const PAYOUT_RIGHT = 'Записывать выплаты может владелец или сотрудник с правом «Расходы»';
const OWN_ONLY = 'Можно смотреть только свои работы и выплаты';

const seesAll = (auth: AuthContext) => hasRight(auth, EXPENSES_GROUP);

/** The installer whose figures the caller may see: anyone for group 11, else only himself. */
function visibleInstaller(auth: AuthContext, asked: number | undefined): number | undefined {
  if (seesAll(auth)) return asked;
  if (asked !== undefined && asked !== auth.userId) throw forbidden(OWN_ONLY);
  return auth.userId;
}

export async function payoutList(db: Db, auth: AuthContext, companyId: number, query: PayoutListQuery) {
  const installer = visibleInstaller(auth, query.installer);
  return {
    res: true as const,
    content: await listPayouts(db, companyId, { installer, project: query.project }),
  };
}

export async function createPayout(db: Db, auth: AuthContext, companyId: number, body: PayoutCreateBody) {
  requireRight(auth, EXPENSES_GROUP, PAYOUT_RIGHT);
  return db.transaction(async (tx) => {
    if (!(await isStaff(tx, companyId, body.installer))) throw badRequest('Такого сотрудника нет в компании');
    if (body.project > 0 && !(await isLiveProject(tx, companyId, body.project))) {
      throw notFound('Объект не найден');
    }
    const id = await insertPayout(tx, companyId, auth.userId, body);
    const [content] = await listPayouts(tx, companyId, { id });
    if (!content) throw notFound('Выплата не найдена');
    return { res: true as const, content };
  });
}

export async function removePayout(db: Db, auth: AuthContext, companyId: number, id: number) {
  requireRight(auth, EXPENSES_GROUP, PAYOUT_RIGHT);
  return db.transaction(async (tx) => {
    if (!(await deletePayout(tx, companyId, id, auth.userId))) throw notFound('Выплата не найдена');
    return { res: true as const };
  });
}

export async function installerBalances(db: Db, auth: AuthContext, companyId: number) {
  const only = seesAll(auth) ? undefined : auth.userId;
  return { res: true as const, content: await balances(db, companyId, only) };
}

export async function installerAccount(db: Db, auth: AuthContext, companyId: number, installer: number) {
  visibleInstaller(auth, installer);
  return db.transaction(
    async (tx) => {
      const [balance] = await balances(tx, companyId, installer);
      if (!balance) throw notFound('Сотрудник не найден');
      return {
        res: true as const,
        balance,
        jobs: await jobsOf(tx, companyId, installer),
        payouts: await listPayouts(tx, companyId, { installer }),
      };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/**
 * itogi/{project}: a device writes what it priced — the installer estimate's total (rights group «Сметы») and
 * the cost price (those who may see cost prices, decision 0023).
 */
export async function writeTotals(
  db: Db,
  auth: AuthContext,
  companyId: number,
  project: number,
  body: ProjectTotalsBody,
) {
  if (body.montazh !== undefined) {
    requireRight(auth, ESTIMATES_GROUP, 'Сумму сметы монтажа может записать сотрудник с правом «Сметы»');
  }
  if (body.sebestoimost !== undefined && !canSeeCosts(auth)) throw forbidden(COSTS_RIGHT);
  return db.transaction(async (tx) => {
    if (!(await isLiveProject(tx, companyId, project))) throw notFound('Объект не найден');
    await upsertTotals(tx, companyId, project, auth.userId, {
      installer_pay: body.montazh,
      cost_price: body.sebestoimost,
    });
    return { res: true as const };
  });
}
