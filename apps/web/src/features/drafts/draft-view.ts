import { cloneDraftAnswer } from '@glad/contracts';
import { formatArea, formatRunningMetres } from '@glad/domain';
import { showCopied, showCopyFailed } from '../../components/undo-notice';
import { api } from '../../lib/api-client';
import type { DraftRow } from '../../lib/offline-db';
import { removeRecord, requestSync } from '../../lib/sync';

/**
 * A draft row with its named fields typed. (The offline copy's row type comes from a loose record, which
 * leaves the named fields `unknown`; the intersection names them again.) The drawing fields come with a
 * later issue and are read only when present.
 */
export type Draft = DraftRow & {
  name: string;
  date: string;
  projectid: number;
  project: string;
  smeta_exclude: 0 | 1;
  sort: number;
  form: { clientid?: number } & Record<string, unknown>;
  ploshad?: unknown;
  perimetr?: unknown;
  sketch?: unknown;
};

export const draftTitle = (d: Pick<Draft, 'name' | 'id'>) => d.name.trim() || `Чертёж №${d.id}`;

const positive = (v: unknown): number | null => {
  const n = typeof v === 'string' ? Number(v.replace(',', '.')) : v;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
};

/** «12,45 м² · 14,20 м.п.» when the drawing gave them (area in m², perimeter in mm as lengths are kept). */
export function draftMeasures(d: Draft): string | null {
  const area = positive(d.ploshad);
  const perimeter = positive(d.perimetr);
  const parts = [area ? formatArea(area) : null, perimeter ? formatRunningMetres(perimeter) : null];
  const shown = parts.filter(Boolean);
  return shown.length ? shown.join(' · ') : null;
}

/** The room's sketch as the drawing saved it (domain `sketchSvg`), as an image source; null when not drawn. */
export function sketchSource(d: Pick<Draft, 'sketch'>): string | null {
  const svg = typeof d.sketch === 'string' ? d.sketch.trim() : '';
  return svg.startsWith('<svg') ? `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}` : null;
}

/**
 * POST /api/clone/draft/{id}: the server copies the draft into the same project (it needs the network);
 * the copy arrives with the pull that follows. «Отменить» deletes the copy.
 */
export async function cloneDraft(draft: Pick<Draft, 'id' | 'name'>) {
  try {
    const answer = cloneDraftAnswer.parse(await api(`/api/clone/draft/${draft.id}`, { method: 'POST' }));
    await requestSync(['drafts', 'projects']);
    showCopied(draftTitle(answer.draft), () => removeRecord('drafts', answer.draft.id));
  } catch (error) {
    showCopyFailed(error);
  }
}
