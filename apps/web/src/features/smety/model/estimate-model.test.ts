import {
  buildOutline,
  defaultCalculatorTemplate,
  defaultPriceList,
  newCalculationFromTemplate,
  sketchSvg,
} from '@glad/domain';
import { describe, expect, it } from 'vitest';
import { estimatePdfDefinition } from '../documents/pdf-definition';
import { documentFileName, quantityText, roomLine, totalLines } from './document-text';
import { draftInput, geometryOfDraft, savedCalculation } from './draft-input';
import { context, settings } from './estimate-context.fixture';
import { dayOf, filterEstimates, joinEstimates, type Smeta, statusOf } from './estimates-list';
import { projectEstimate } from './project-estimate';

/** A draft row as the editor leaves it in the offline copy: 5.20 × 3.80 m. */
function drawn(extra: Record<string, unknown> = {}) {
  const outline = buildOutline({ sides: [5200, 3800, 5200, 3800], orthogonal: true });
  return {
    id: 11,
    name: 'Гостиная',
    smeta_exclude: 0,
    ploshad: outline.area,
    perimetr: 18_000,
    polygons: { L1: { coords: outline.points }, comment: '' },
    DI: { url: '', edited: false, in_smeta: true },
    sketch: sketchSvg(outline),
    ...extra,
  };
}

describe('a draft of the offline copy as the estimate reads it', () => {
  it('takes area in m², perimeter from mm, corners from the outline', () => {
    expect(geometryOfDraft(drawn())).toEqual({
      area: 19.76,
      perimeter: 18,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
    });
    const l = buildOutline({
      sides: [4000, 2000, 1500, 1500, 2500, 3500],
      orthogonal: { turns: ['R', 'R', 'R', 'L', 'R', 'R'] },
    });
    expect(
      geometryOfDraft({ ploshad: l.area, perimetr: 15_000, polygons: { L1: { coords: l.points } } }),
    ).toMatchObject({
      corners: 6,
      extraCorners: 2,
    });
    // not drawn yet, or garbage: zero area, a rectangle's corners
    expect(geometryOfDraft({ ploshad: 'x', perimetr: -5, polygons: 3 })).toEqual({
      area: 0,
      perimeter: 0,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
    });
  });

  it('passes the measured ceiling height on for the height coefficient, never the plan height', () => {
    expect(geometryOfDraft(drawn({ ceiling_height: 3.2, height: 3800 }))).toMatchObject({ height: 3.2 });
    expect(geometryOfDraft(drawn({ ceiling_height: 2.755 })).height).toBe(2.76);
    for (const ceiling_height of [undefined, 0, -3, '3,2'])
      expect(geometryOfDraft(drawn({ ceiling_height, height: 3800 }))).not.toHaveProperty('height');
  });

  it('keeps a saved calculation, reads counts and leaves out a malformed group', () => {
    expect(savedCalculation(drawn())).toBeNull();
    const c = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
    const saved = savedCalculation({
      ...c,
      other: 'broken',
      counts: { spots: 4, pipes: -1, x: 'y' },
      saleSelect: 5,
    });
    expect(saved?.main).toHaveLength(4);
    expect(saved?.other).toEqual([]);
    expect(saved?.counts).toEqual({ spots: 4 });
    expect(saved?.saleSelect).toBe(5);
  });

  it('shows the sketch unless it was taken out of the estimate', () => {
    expect(draftInput(drawn(), null).sketchSvg).toMatch(/^<svg/);
    expect(draftInput(drawn({ DI: { in_smeta: false } }), null).sketchSvg).toBeNull();
    expect(draftInput(drawn({ sketch: '<script>alert(1)</script>' }), null).sketchSvg).toBeNull();
  });
});

describe('the estimate of a project', () => {
  const c = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
  const project = { id: 5, name: 'Квартира на Лесной', project_manager: 7 };
  const client = { name: 'Иванова Мария Петровна', phone: '89161234567' };

  it('prices a saved calculation (26 730 ₽ for the example room) and names the manager', () => {
    const doc = projectEstimate({
      kind: 'client',
      project,
      client,
      drafts: [drawn({ ...c, counts: { spots: 4 } })],
      context,
      installerId: null,
      date: '2026-02-20',
    });
    expect(doc.totals.total).toBe(2_673_000);
    expect(doc.header.manager).toEqual({ name: 'Петров Илья', phone: null });
    expect(doc.header.client.phone).toBe('+7 (916) 123-45-67');
    expect(totalLines(doc).map((l) => [l.label, l.kopecks])).toEqual([['Итого к оплате', 2_673_000]]);
    const definition = JSON.stringify(estimatePdfDefinition(doc));
    expect(definition).toContain('Иванова Мария Петровна');
    expect(definition).toContain('<svg');
    expect(documentFileName(doc, '2026-02-20')).toBe('Смета — Квартира на Лесной — 20.02.2026');
  });

  it('prices a high room with the height coefficient and names its ceiling height under the room', () => {
    const doc = projectEstimate({
      kind: 'client',
      project,
      client,
      drafts: [drawn({ ...c, counts: { spots: 4 }, ceiling_height: 3.2 })],
      context,
      installerId: null,
      date: '2026-02-20',
    });
    // installation 19.76 × 350 × 1.3 and 4 spots × 450 × 1.3: 26 728 + 2 074.80 + 540 = 29 342.80 → 29 350 ₽
    expect(doc.totals.total).toBe(2_935_000);
    expect(roomLine(doc.blocks[0]!.rooms[0]!)).toBe(
      'Площадь 19,76\u00a0м² · периметр 18,00\u00a0м · 4\u00a0угла · высота потолка 3,20\u00a0м',
    );
    expect(JSON.stringify(estimatePdfDefinition(doc))).toContain('высота потолка 3,20');
  });

  it('gives the installer the drawing’s comment and the light points, from the draft row', () => {
    const row = drawn({
      polygons: { ...drawn().polygons, comment: ' Споты по схеме ' },
      lightPoints: [
        { id: 'p1', kind: 'spot', x: 1200, y: 800 },
        { id: 'bad', kind: 'lamp', x: 1, y: 1 },
        { id: 'p2', kind: 'pipe', x: 'x', y: 1 },
      ],
    });
    const input = { project, client, drafts: [row], context, date: '2026-02-20' };
    const installer = projectEstimate({ ...input, kind: 'installer', installerId: 9 });
    const [room] = installer.blocks[0]!.rooms;
    expect(room).toMatchObject({ comment: 'Споты по схеме' });
    // 5.20 × 3.80 m from A at (0, 0): the spot is 800 mm from AB and 1 200 mm from DA
    expect(room!.points).toEqual([
      {
        kind: 'spot',
        label: 'Светильник 1',
        offsets: [
          { side: 0, wall: 'AB', distance: 800 },
          { side: 3, wall: 'DA', distance: 1200 },
        ],
      },
    ]);
    const forClient = projectEstimate({ ...input, kind: 'client', installerId: null });
    expect(forClient.blocks[0]!.rooms[0]).toMatchObject({ comment: null, points: [] });
  });

  it('prices a draft without a calculation with the default calculator, and the installer his way', () => {
    const input = { project, client, drafts: [drawn()], context, date: '2026-02-20' };
    // no spots: 26 728 − 1 800 = 24 928 ₽ → 24 930 ₽
    expect(projectEstimate({ ...input, kind: 'client', installerId: null }).totals.total).toBe(2_493_000);
    const installer = projectEstimate({ ...input, kind: 'installer', installerId: 9 });
    expect(installer.header.installer).toEqual({ name: 'Сидоров Алексей', phone: '+7 (926) 000-00-02' });
    // work only (materials pay him nothing, the trip and delivery 0): mounting 105 × 19.76 = 2 074.80 ₽
    expect(installer.totals.total).toBe(207_480);
    expect(
      projectEstimate({ ...input, kind: 'client', installerId: null, context: { ...context, templates: [] } })
        .totals.total,
    ).toBe(0);
  });

  it('prints a percent row with its percentage and hides what the settings hide', () => {
    expect(
      quantityText({
        key: 'k',
        name: 'Скидка',
        group: 'prochee',
        kind: 'service',
        quantity: null,
        unit: 'percent',
        percent: -5,
        price: null,
        amount: -1000,
      }),
    ).toBe('-5\u00a0%');
    const doc = projectEstimate({
      kind: 'client',
      project,
      client,
      drafts: [drawn({ ...c, counts: { spots: 4 }, saleSelect: 10 })],
      context: { ...context, settings: { ...settings, SMETA_STOIMOST: false } },
      installerId: null,
      date: '2026-02-20',
    });
    // the room and the trip and delivery «на весь объект» under it: the sum of the whole estimate
    expect(totalLines(doc).map((l) => l.label)).toEqual([
      'Сумма по смете',
      'Скидка 10\u00a0%',
      'Итого к оплате',
    ]);
    expect(JSON.stringify(estimatePdfDefinition(doc))).not.toContain('Цена');
  });
});

describe('the estimates list', () => {
  const smeta = (id: number, extra: Partial<Smeta>): Smeta =>
    ({
      id,
      _v: 1,
      uid: `u${id}`,
      client: '',
      clientid: 0,
      projectid: 0,
      draftid: 0,
      approved: 0,
      ...extra,
    }) as Smeta;

  it('reads the status the server keeps: approved decides', () => {
    expect(statusOf({ approved: 1, status: 'sent' })).toBe('approved');
    expect(statusOf({ approved: 0, status: 'approved' })).toBe('new');
    expect(statusOf({ approved: 0, status: 'rejected' })).toBe('rejected');
    expect(statusOf({ approved: 0, status: 42 })).toBe('new');
    expect(dayOf({ date: '2026-03-01', timestamp: 0 })).toBe('2026-03-01');
    expect(dayOf({ date: 'вчера', timestamp: undefined })).toBe('');
  });

  it('joins projects and clients and filters by status, kind, client, project and days', () => {
    const projects = new Map([[1, { id: 1, name: 'Дача', clientid: 3, client: 'Анна' }]]) as never;
    const clients = new Map([[3, { id: 3, name: 'Анна Белова' }]]) as never;
    const items = joinEstimates(
      [
        { table: 'smety', smeta: smeta(1, { projectid: 1, approved: 1, date: '2026-03-01' }) },
        { table: 'smetymontazh', smeta: smeta(2, { projectid: 1, date: '2026-03-05' }) },
        { table: 'smety', smeta: smeta(3, { projectid: 9, client: 'Олег', date: '2026-02-01' }) },
      ],
      projects,
      clients,
    );
    expect(items.map((i) => [i.key, i.projectName, i.clientName])).toEqual([
      ['smetymontazh:2', 'Дача', 'Анна Белова'],
      ['smety:1', 'Дача', 'Анна Белова'],
      ['smety:3', 'Объект №9', 'Олег'],
    ]);
    const keys = (f: Parameters<typeof filterEstimates>[1]) => filterEstimates(items, f).map((i) => i.key);
    expect(keys({ status: 'approved' })).toEqual(['smety:1']);
    expect(keys({ table: 'smetymontazh' })).toEqual(['smetymontazh:2']);
    expect(keys({ clientid: 3 })).toEqual(['smetymontazh:2', 'smety:1']);
    expect(keys({ from: '2026-03-01', to: '2026-03-04' })).toEqual(['smety:1']);
    expect(keys({ projectid: 9 })).toEqual(['smety:3']);
  });
});
