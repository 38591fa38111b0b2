import { useEffect, useMemo } from 'react';
import type { DraftRow, ProjectRow } from '../../../lib/offline-db';
import { putRecord } from '../../../lib/sync';
import type { EstimateContextState } from '../api/estimate-context';
import { localDay } from '../model/estimates-list';
import { projectEstimate } from '../model/project-estimate';
import { type ProjectPrices, projectPrices } from '../model/project-prices';

type Loose = Record<string, unknown> & { id: number };

/**
 * A project's client estimate total and its rooms' sums, built from the offline copy with the same code as
 * the estimate screen (room by room, whatever SMETA_POM says for printing); null until everything it
 * needs is here.
 */
export function useProjectPrices(
  project: ProjectRow | null | undefined,
  client: { name?: string; phone?: string; adresa?: string } | null | undefined,
  drafts: readonly DraftRow[] | undefined,
  state: EstimateContextState,
): ProjectPrices | null {
  return useMemo(() => {
    if (!state.context || !project || !drafts || client === undefined) return null;
    const context = { ...state.context, settings: { ...state.context.settings, SMETA_POM: true } };
    const doc = projectEstimate({
      kind: 'client',
      project,
      client,
      drafts: drafts as unknown as Loose[],
      context,
      installerId: null,
      date: localDay(),
    });
    return projectPrices(doc);
  }, [state.context, project, client, drafts]);
}

/**
 * Whether the device holds every room the server counts for the project (`draft_count`, kept by the
 * server): on a new device whose first pull is still running the project can be here before its rooms,
 * and a total of the rooms here would be a wrong, smaller amount.
 */
export function holdsAllRooms(project: Pick<ProjectRow, 'draft_count'>, roomsHere: number): boolean {
  return roomsHere >= (project.draft_count ?? 0);
}

/**
 * Whether the project can be priced for what the server keeps of it: the pricing context complete (no
 * missing price list or calculator: a gap would write a wrong sum) and every room of the project here.
 */
export function canPriceWholeProject(
  project: ProjectRow | null | undefined,
  drafts: readonly DraftRow[] | undefined,
  state: EstimateContextState,
): project is ProjectRow {
  return (
    state.context !== null &&
    state.missing.length === 0 &&
    project != null &&
    drafts !== undefined &&
    holdsAllRooms(project, drafts.length)
  );
}

/**
 * Keeps `project.amount` equal to the client estimate's total once it is known here: written through the
 * offline copy like any edit, so the list, the client card and other devices show it. Only a complete
 * context writes (a missing price list would write a wrong sum), and only with all the project's rooms on
 * the device; an equal amount writes nothing.
 */
export function useProjectAmountWrite(
  project: ProjectRow | null | undefined,
  total: number | null | undefined,
  state: EstimateContextState,
  drafts: readonly DraftRow[] | undefined,
) {
  const id = project?.id;
  const stored = project?.amount;
  const complete = canPriceWholeProject(project, drafts, state);
  useEffect(() => {
    if (id === undefined || total == null || !complete || stored === total) return;
    putRecord('projects', { amount: total }, id).catch(() => {
      // the page still shows the total; the next visit writes it again
    });
  }, [id, stored, total, complete]);
}

/** The project's client estimate as the company's settings print it (documents, links); null until ready. */
export function useClientEstimate(
  project: ProjectRow | null | undefined,
  client: { name?: string; phone?: string; adresa?: string } | null | undefined,
  drafts: readonly DraftRow[] | undefined,
  state: EstimateContextState,
) {
  return useMemo(() => {
    if (!state.context || !project || !drafts || client === undefined) return null;
    return projectEstimate({
      kind: 'client',
      project,
      client,
      drafts: drafts as unknown as Loose[],
      context: state.context,
      installerId: null,
      date: localDay(),
    });
  }, [state.context, project, client, drafts]);
}
