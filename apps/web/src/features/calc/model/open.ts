import { type CurrentCalc, calcFromRow, NO_PROJECT, newCalc, type ProjectLink } from './calc';
import { drawingOf, presets } from './drawing';
import { proposalsFor, solve } from './solve';
import type { StoredCalc } from './storage';

/** What /calc/ was asked to open: `?draft={id}`, `?project={id}`, `?new=1`, or nothing (the current one). */
export type Target =
  | { kind: 'draft'; id: number }
  | { kind: 'project'; id: number }
  | { kind: 'new' }
  | { kind: 'none' };

const positiveId = (value: string | null) => {
  if (!value || !/^\d{1,16}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
};

export function targetOf(params: URLSearchParams): Target {
  const draft = positiveId(params.get('draft'));
  if (draft) return { kind: 'draft', id: draft };
  const project = positiveId(params.get('project'));
  if (project) return { kind: 'project', id: project };
  if (params.get('new') !== null) return { kind: 'new' };
  return { kind: 'none' };
}

export const targetKey = (t: Target) =>
  t.kind === 'draft' || t.kind === 'project' ? `${t.kind}:${t.id}` : t.kind;

/** The address that reopens a calculation: its draft, or (new) its project. */
export function searchOf(calc: CurrentCalc): string {
  if (calc.id !== null) return `?draft=${calc.id}`;
  return calc.projectid ? `?project=${calc.projectid}` : '?new=1';
}

export type Decision =
  | { kind: 'loading' }
  | { kind: 'start' }
  | { kind: 'missing'; id: number }
  /** another calculation in storage holds unsaved work: save it or drop it first */
  | { kind: 'conflict'; stored: StoredCalc }
  | { kind: 'open'; calc: CurrentCalc; saved: boolean; notice?: string };

/** A fresh calculation: a rectangle to start from, attached to the project (docs/spec.md §4). */
export function freshCalc(link: ProjectLink): CurrentCalc {
  const drawing = drawingOf(presets[0]!.corners());
  return newCalc(link, drawing, solve(drawing, proposalsFor(drawing)));
}

interface Inputs {
  target: Target;
  stored: StoredCalc | null;
  /** the draft of `?draft=` in the offline copy: undefined while reading, null when absent */
  draft: ({ id: number } & Record<string, unknown>) | null | undefined;
  project: { id: number; name: string; clientid: number; client: string } | null | undefined;
}

/**
 * Which calculation /calc/ shows. Unsaved work in local storage is never thrown away silently: it is
 * reopened when it is what was asked for, and otherwise the user decides about it first.
 */
export function decide({ target, stored, draft, project }: Inputs): Decision {
  const unsaved = stored && !stored.saved ? stored : null;
  switch (target.kind) {
    case 'none':
      if (stored && (stored.calc.id !== null || !stored.saved))
        return { kind: 'open', calc: stored.calc, saved: stored.saved };
      return { kind: 'start' };
    case 'draft':
      if (unsaved?.calc.id === target.id) return { kind: 'open', calc: unsaved.calc, saved: false };
      if (unsaved) return { kind: 'conflict', stored: unsaved };
      if (draft === undefined) return { kind: 'loading' };
      if (draft === null) return { kind: 'missing', id: target.id };
      return { kind: 'open', calc: calcFromRow(draft), saved: true };
    case 'project':
      if (unsaved && unsaved.calc.id === null && unsaved.calc.projectid === target.id)
        return { kind: 'open', calc: unsaved.calc, saved: false };
      if (unsaved) return { kind: 'conflict', stored: unsaved };
      if (project === undefined) return { kind: 'loading' };
      if (project === null)
        return {
          kind: 'open',
          calc: freshCalc(NO_PROJECT),
          saved: true,
          notice: `Объект №${target.id} не найден на этом устройстве — чертёж пока без объекта, его можно перенести в нужный.`,
        };
      return {
        kind: 'open',
        calc: freshCalc({
          projectid: project.id,
          project: project.name,
          clientid: project.clientid,
          client: project.client,
        }),
        saved: true,
      };
    case 'new':
      if (unsaved && unsaved.calc.id === null && unsaved.calc.projectid === 0)
        return { kind: 'open', calc: unsaved.calc, saved: false };
      if (unsaved) return { kind: 'conflict', stored: unsaved };
      return { kind: 'open', calc: freshCalc(NO_PROJECT), saved: true };
  }
}
