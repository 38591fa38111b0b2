import { ESTIMATES_GROUP, type User } from '@glad/contracts';
import { useEffect, useMemo } from 'react';
import { api } from '../../../lib/api-client';
import type { DraftRow, ProjectRow } from '../../../lib/offline-db';
import { canSeeCosts } from '../../../lib/rights';
import type { EstimateContextState } from '../api/estimate-context';
import { localDay } from '../model/estimates-list';
import { projectCosts } from '../model/project-estimate';
import { canPriceWholeProject } from './use-project-prices';

type Loose = Record<string, unknown> & { id: number };

/** What this tab last sent per project: an equal total is not sent again. */
const sent = new Map<number, string>();

/**
 * Sends the server what the project costs the company, priced here like `amount` (decision 0035): the
 * installer estimate's total (his pay, by those with «Сметы») and the cost price (by those who may see it).
 * Only a complete context with every room of the project is priced; offline it waits for the next visit.
 */
export function useProjectTotalsWrite(
  project: ProjectRow | null | undefined,
  drafts: readonly DraftRow[] | undefined,
  state: EstimateContextState,
  user: User | null | undefined,
) {
  const complete = canPriceWholeProject(project, drafts, state);
  const costs = useMemo(() => {
    if (!complete || !state.context || !project || !drafts) return null;
    return projectCosts({
      project,
      client: null,
      drafts: drafts as unknown as Loose[],
      context: state.context,
      installerId: null,
      date: localDay(),
    });
  }, [complete, state.context, project, drafts]);
  const id = project?.id;
  const mayPay = !!user && (user.vladelec || user.admin || user.rights.includes(ESTIMATES_GROUP));
  const mayCost = canSeeCosts(user);
  useEffect(() => {
    if (id === undefined || !costs || !navigator.onLine) return;
    const body = {
      ...(mayPay ? { montazh: costs.installer } : {}),
      ...(mayCost ? { sebestoimost: costs.cost } : {}),
    };
    const key = JSON.stringify(body);
    if (Object.keys(body).length === 0 || sent.get(id) === key) return;
    sent.set(id, key);
    api(`/api/itogi/${id}`, { method: 'PUT', body }).catch(() => {
      sent.delete(id); // the next visit sends it again
    });
  }, [id, costs, mayPay, mayCost]);
  return costs;
}
