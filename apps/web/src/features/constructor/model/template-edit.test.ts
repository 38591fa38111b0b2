import { describe, expect, it } from 'vitest';
import { draftProblems, previewTemplate, sampleGeometry } from './preview';
import { editTemplate, emptyDraft, freshId, sameDraft, type TemplateDraft, WORK_TAG } from './template-edit';

const settings = { SMETA_PROCENT_SOOTNOSHENIE: 30, SMETA_ROUND: true, SMETA_ROUND_BY: 10, SMETA_MARKUP: 0 };
const items = [
  { uid: 'film', name: 'Полотно', category: 'Полотна', unit: 'm2' as const, price: 45_000 },
  { uid: 'insert', name: 'Вставка', category: 'Профиль', unit: 'mp' as const, price: 9_000 },
  { uid: 'plus10', name: 'Наценка', category: 'Наценки', unit: 'percent' as const, price: 10 },
];

function withRows(): TemplateDraft {
  let d = emptyDraft('Проверка');
  d = editTemplate(d, { type: 'addRow', group: 'main', row: { itemUid: 'film', source: { kind: 'area' } } });
  d = editTemplate(d, {
    type: 'addRow',
    group: 'main',
    row: { itemUid: 'insert', source: { kind: 'perimeter' } },
  });
  d = editTemplate(d, {
    type: 'addRow',
    group: 'prochee',
    row: { itemUid: 'plus10', source: { kind: 'percentOfAbove' } },
  });
  return d;
}

describe('the constructor model', () => {
  it('gives every new row an id of its own', () => {
    const d = withRows();
    expect(d.main.map((r) => r.id)).toEqual(['row-1', 'row-2']);
    expect(d.prochee[0]?.id).toBe('row-3');
    expect(freshId(d)).toBe('row-4');
  });

  it('marks a row «на объект» and unmarks it; the preview shows it as a project line', () => {
    let d = withRows();
    d = editTemplate(d, { type: 'updateRow', group: 'main', id: 'row-2', patch: { perProject: true } });
    expect(d.main[1]).toMatchObject({ perProject: true });
    const preview = previewTemplate(d, items, settings, 2.7);
    expect(preview.lines.filter((l) => l.perProject).map((l) => l.rowId)).toEqual(['row-2']);
    d = editTemplate(d, { type: 'updateRow', group: 'main', id: 'row-2', patch: { perProject: undefined } });
    expect('perProject' in d.main[1]!).toBe(false);
  });

  it('moves rows within a group and to another group', () => {
    let d = withRows();
    d = editTemplate(d, { type: 'moveRow', group: 'main', from: 1, to: 0 });
    expect(d.main.map((r) => r.itemUid)).toEqual(['insert', 'film']);
    d = editTemplate(d, { type: 'moveToGroup', from: 'main', to: 'other', id: 'row-1' });
    expect(d.main.map((r) => r.id)).toEqual(['row-2']);
    expect(d.other.map((r) => r.id)).toEqual(['row-1']);
    // a move out of range changes nothing
    expect(editTemplate(d, { type: 'moveRow', group: 'main', from: 0, to: 5 }).main).toEqual(d.main);
  });

  it('marks work rows and drops the tag list when none is left', () => {
    let d = withRows();
    d = editTemplate(d, { type: 'setWork', group: 'main', id: 'row-1', work: true });
    expect(d.main[0]?.tags).toEqual([WORK_TAG]);
    d = editTemplate(d, { type: 'setWork', group: 'main', id: 'row-1', work: false });
    expect(d.main[0]).not.toHaveProperty('tags');
  });

  it('removes a field set to undefined (an own price given up for an item)', () => {
    let d = editTemplate(emptyDraft('x'), {
      type: 'addRow',
      group: 'road',
      row: { itemUid: null, name: 'Выезд за город', unit: 'pcs', price: 200_000, source: { kind: 'fixed' } },
    });
    d = editTemplate(d, {
      type: 'updateRow',
      group: 'road',
      id: 'row-1',
      patch: { itemUid: 'film', price: undefined },
    });
    expect(d.road[0]).not.toHaveProperty('price');
    expect(d.road[0]?.itemUid).toBe('film');
  });

  it('prices the sample 5.20 × 3.80 m room: area, perimeter and 10 % on top, rounded up to 10 ₽', () => {
    expect(sampleGeometry(2.7)).toMatchObject({ area: 19.76, perimeter: 18, corners: 4 });
    const { totals, lines } = previewTemplate(withRows(), items, settings, 2.7);
    // 19.76 × 450 = 8 892,00; 18 × 90 = 1 620,00; 10 % of 10 512,00 = 1 051,20 → 11 563,20 → 11 570 ₽
    expect(lines.map((l) => l.amount)).toEqual([889_200, 162_000, 105_120]);
    expect(totals.client).toBe(1_156_320);
    expect(totals.total).toBe(1_157_000);
  });

  it('finds what is wrong in Russian, and the name', () => {
    let d = withRows();
    d = editTemplate(d, { type: 'rename', name: ' ' });
    d = editTemplate(d, { type: 'addRow', group: 'other' });
    const messages = draftProblems(d, items).map((p) => p.message);
    expect(messages).toContain('Укажите название шаблона');
    expect(messages).toContain('Выберите позицию прайс-листа или задайте цену');
  });

  it('tells a changed draft from the saved one', () => {
    const d = withRows();
    expect(sameDraft(d, structuredClone(d))).toBe(true);
    expect(sameDraft(d, editTemplate(d, { type: 'addRule', kind: 'minimumOrder' }))).toBe(false);
  });
});
