import type { CalcRowsWire, CalcRowWire, CalcTemplateWire, ScriptRuleWire } from '@glad/contracts';
import type { CalcGroup } from '@glad/domain';

/**
 * The constructor's editing model: a template's name and its rows as plain data, changed only through
 * `editTemplate` (a reducer), so the screen, the keyboard and drag-and-drop all make the same changes and
 * the unsaved state is easy to compare with the saved one.
 */

export interface TemplateDraft extends CalcRowsWire {
  name: string;
  type: number;
  currency: string;
  schema: number;
  sales: number[];
}

export type RowGroup = CalcGroup;
export const rowGroups: readonly RowGroup[] = ['main', 'other', 'road', 'prochee', 'costs'];

/** Installation work: the height coefficient's default tag (the default template's rows carry it). */
export const WORK_TAG = 'work';

export type TemplateAction =
  | { type: 'rename'; name: string }
  | { type: 'addRow'; group: RowGroup; row?: Partial<CalcRowWire> }
  | { type: 'updateRow'; group: RowGroup; id: string; patch: Partial<CalcRowWire> }
  | { type: 'removeRow'; group: RowGroup; id: string }
  | { type: 'moveRow'; group: RowGroup; from: number; to: number }
  | { type: 'moveToGroup'; from: RowGroup; to: RowGroup; id: string }
  | { type: 'setWork'; group: RowGroup; id: string; work: boolean }
  | { type: 'addRule'; kind: ScriptRuleWire['kind'] }
  | { type: 'updateRule'; id: string; patch: Partial<ScriptRuleWire> }
  | { type: 'removeRule'; id: string }
  | { type: 'reset'; draft: TemplateDraft };

export function draftOf(template: CalcTemplateWire): TemplateDraft {
  return {
    name: template.name,
    type: template.type,
    currency: template.currency,
    schema: template.schema,
    sales: [...template.sales],
    main: template.main,
    other: template.other,
    road: template.road,
    prochee: template.prochee,
    costs: template.costs,
    scripts: template.scripts,
  };
}

/** A new template: no rows (docs/spec.md §4 defaults for type, currency and schema). */
export function emptyDraft(name = ''): TemplateDraft {
  return {
    name,
    type: 1,
    currency: 'руб.',
    schema: 2,
    sales: [0, 3, 5, 10],
    main: [],
    other: [],
    road: [],
    prochee: [],
    costs: [],
    scripts: [],
  };
}

function allIds(draft: TemplateDraft): Set<string> {
  const ids = new Set<string>();
  for (const g of rowGroups) for (const r of draft[g]) ids.add(r.id);
  for (const r of draft.scripts) ids.add(r.id);
  return ids;
}

/** An id not used in the template yet: `row-1`, `row-2`… (hand counts of a calculation are keyed by it). */
export function freshId(draft: TemplateDraft, prefix = 'row'): string {
  const ids = allIds(draft);
  let n = 1;
  while (ids.has(`${prefix}-${n}`)) n += 1;
  return `${prefix}-${n}`;
}

export function arrayMove<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
}

function mapRow(rows: CalcRowWire[], id: string, fn: (row: CalcRowWire) => CalcRowWire): CalcRowWire[] {
  return rows.map((r) => (r.id === id ? fn(r) : r));
}

/** Drops keys whose patch value is `undefined`, so «no own price» really removes the field. */
function patched<T extends object>(base: T, patch: Partial<T>): T {
  const next = { ...base, ...patch } as Record<string, unknown>;
  for (const [k, v] of Object.entries(patch)) if (v === undefined) delete next[k];
  return next as T;
}

export function editTemplate(draft: TemplateDraft, action: TemplateAction): TemplateDraft {
  switch (action.type) {
    case 'reset':
      return action.draft;
    case 'rename':
      return { ...draft, name: action.name };
    case 'addRow': {
      const row: CalcRowWire = { id: freshId(draft), itemUid: null, source: { kind: 'area' }, ...action.row };
      return { ...draft, [action.group]: [...draft[action.group], row] };
    }
    case 'updateRow':
      return {
        ...draft,
        [action.group]: mapRow(draft[action.group], action.id, (r) => patched(r, action.patch)),
      };
    case 'removeRow':
      return { ...draft, [action.group]: draft[action.group].filter((r) => r.id !== action.id) };
    case 'moveRow':
      return { ...draft, [action.group]: arrayMove(draft[action.group], action.from, action.to) };
    case 'moveToGroup': {
      if (action.from === action.to) return draft;
      const row = draft[action.from].find((r) => r.id === action.id);
      if (!row) return draft;
      return {
        ...draft,
        [action.from]: draft[action.from].filter((r) => r.id !== action.id),
        [action.to]: [...draft[action.to], row],
      };
    }
    case 'setWork':
      return {
        ...draft,
        [action.group]: mapRow(draft[action.group], action.id, (r) => {
          const rest = (r.tags ?? []).filter((t) => t !== WORK_TAG);
          const tags = action.work ? [...rest, WORK_TAG] : rest;
          return patched(r, { tags: tags.length ? tags : undefined });
        }),
      };
    case 'addRule': {
      const rule: ScriptRuleWire =
        action.kind === 'heightCoefficient'
          ? {
              id: freshId(draft, 'rule'),
              kind: 'heightCoefficient',
              thresholdM: 3,
              factor: 1.3,
              tag: WORK_TAG,
            }
          : { id: freshId(draft, 'rule'), kind: 'minimumOrder', amount: 600_000 };
      return { ...draft, scripts: [...draft.scripts, rule] };
    }
    case 'updateRule':
      return {
        ...draft,
        scripts: draft.scripts.map((r) =>
          r.id === action.id ? ({ ...r, ...action.patch } as ScriptRuleWire) : r,
        ),
      };
    case 'removeRule':
      return { ...draft, scripts: draft.scripts.filter((r) => r.id !== action.id) };
  }
}

/** Whether two drafts differ (the unsaved-changes test). */
export function sameDraft(a: TemplateDraft, b: TemplateDraft): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** The body of PUT/POST templatecalc/. */
export function templateBody(draft: TemplateDraft) {
  return { ...draft, name: draft.name.trim() };
}
