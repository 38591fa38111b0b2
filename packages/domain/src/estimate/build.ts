import { nonNegative } from '../pricing/arithmetic.js';
import { indexPriceList } from '../pricing/price-list.js';
import { type PricedRoom, priceRoom } from '../pricing/price-room.js';
import { finishTotals } from '../pricing/totals.js';
import type { PriceListItem } from '../pricing/types.js';
import { buildHeader, buildLayout } from './header.js';
import { type ProjectPart, projectPart } from './project.js';
import { roomOf, unmeasuredOf } from './room.js';
import { displayRows, mergeRows, type SideRow, sideRows } from './rows.js';
import type {
  ClientEstimateInput,
  EstimateBlock,
  EstimateDocument,
  EstimateDraftInput,
  EstimateKind,
  EstimateSettings,
  EstimateTotals,
  EstimateUnmeasuredRoom,
  InstallerEstimateInput,
} from './types.js';

export const ALL_ROOMS_TITLE = 'Все помещения';
/** The block of rows charged once for the whole project (decision 0015). */
export const PROJECT_BLOCK_TITLE = 'На весь объект';
export const CLIENT_ESTIMATE_TITLE = 'Смета';
export const INSTALLER_ESTIMATE_TITLE = 'Смета монтажа';

interface PricedDraft {
  draft: EstimateDraftInput;
  /** The room's place among the estimate's rooms (measured or not): «Помещение 2» when it has no name. */
  index: number;
  room: PricedRoom;
  /** The room's own rows as the side sees them (project lines are in the project block). */
  rows: SideRow[];
}

interface PricedProject {
  rooms: PricedDraft[];
  unmeasured: EstimateUnmeasuredRoom[];
  project: ProjectPart;
  projectRows: SideRow[];
}

/**
 * The drafts that go into estimates (smeta_exclude 0): those measured each priced as its calculation says,
 * and the project lines of them all, each once; those not measured only named, with what they lack — a
 * room without its readings adds neither its own rows nor its project rows (decision 0024).
 */
function priceProject(
  input: ClientEstimateInput | InstallerEstimateInput,
  kind: EstimateKind,
): PricedProject {
  const list = input.priceList ?? [];
  const items = list instanceof Map ? list : indexPriceList(list as readonly PriceListItem[]);
  const rooms: PricedDraft[] = [];
  const unmeasured: EstimateUnmeasuredRoom[] = [];
  input.drafts
    .filter((draft) => draft.smeta_exclude !== 1)
    .forEach((draft, index) => {
      const missing = unmeasuredOf(draft, index);
      if (missing) {
        unmeasured.push(missing);
        return;
      }
      const c = draft.calculation;
      const room = priceRoom(c, draft.geometry, c.counts ?? {}, items, input.settings, {
        saleSelect: c.saleSelect,
        markupSelect: c.markupSelect,
      });
      const own = room.lines.filter((line) => !line.perProject);
      rooms.push({ draft, index, room, rows: sideRows(own, kind) });
    });
  const project = projectPart(
    rooms.map(({ draft, room }) => ({
      lines: room.lines,
      options: { saleSelect: draft.calculation.saleSelect, markupSelect: draft.calculation.markupSelect },
    })),
  );
  return { rooms, unmeasured, project, projectRows: sideRows(project.lines, kind) };
}

const sum = (rows: readonly SideRow[]) =>
  rows.reduce((total, row) => total + (row.money ? row.amount : 0), 0);

function blocksOf(priced: PricedProject, settings: EstimateSettings, kind: EstimateKind): EstimateBlock[] {
  const rooms = priced.rooms;
  const blocks: EstimateBlock[] = settings.SMETA_POM
    ? rooms.map(({ draft, index, rows }) => {
        const room = roomOf(draft, index, settings, kind);
        return {
          title: room.name,
          project: false,
          rooms: [room],
          rows: displayRows(rows, settings, `${kind}-${index}`),
          subtotal: sum(rows),
        };
      })
    : [];
  if (!settings.SMETA_POM && rooms.length > 0) {
    const rows = mergeRows(rooms.map((p) => p.rows));
    blocks.push({
      title: ALL_ROOMS_TITLE,
      project: false,
      rooms: rooms.map(({ draft, index }) => roomOf(draft, index, settings, kind)),
      rows: displayRows(rows, settings, `${kind}-all`),
      subtotal: sum(rows),
    });
  }
  if (priced.projectRows.length > 0) {
    blocks.push({
      title: PROJECT_BLOCK_TITLE,
      project: true,
      rooms: [],
      rows: displayRows(priced.projectRows, settings, `${kind}-project`),
      subtotal: sum(priced.projectRows),
    });
  }
  return blocks;
}

/**
 * The client's estimate of a project (smeta): the drafts whose smeta_exclude is 0, each priced with its
 * calculation (its saved prices, hand counts, saleSelect and markupSelect) without its project rows; then
 * the block «На весь объект» with each project row once (decision 0015); then the project totals — the
 * rooms' own sums and the project block's, with their markups and discounts, the largest minimum order
 * among the rooms compared with that whole, and the single rounding of SMETA_ROUND / SMETA_ROUND_BY.
 * For one room the total equals `priceCalculation(…).totals.total`. The company's costs and the
 * installer's pay never appear on it.
 */
export function buildClientEstimate(input: ClientEstimateInput): EstimateDocument {
  const { settings } = input;
  const priced = priceProject(input, 'client');
  const p = priced.project.sums;
  const parts = { subtotal: p.subtotal, markup: p.markup, discount: p.discount, installer: 0, cost: 0 };
  let minimumOrder = 0;
  for (const { room } of priced.rooms) {
    parts.subtotal += room.own.subtotal;
    parts.markup += room.own.markup;
    parts.discount += room.own.discount;
    minimumOrder = Math.max(minimumOrder, room.minimumOrder);
  }
  const t = finishTotals(parts, minimumOrder, settings);
  const sales = new Set(priced.rooms.map((r) => Math.min(100, nonNegative(r.draft.calculation.saleSelect))));
  const [onlySale] = sales;
  const totals: EstimateTotals = {
    subtotal: t.subtotal,
    markup: t.markup,
    discount: t.discount,
    discountPercent: t.discount > 0 && sales.size === 1 && onlySale !== undefined ? onlySale : null,
    minimumOrder: t.minimumOrder,
    rounding: t.rounding,
    total: t.total,
  };
  const custom = settings.SMETA_CUSTOM.trim();
  return {
    kind: 'client',
    title: CLIENT_ESTIMATE_TITLE,
    layout: buildLayout(settings),
    header: buildHeader('client', input),
    blocks: blocksOf(priced, settings, 'client'),
    unmeasured: priced.unmeasured,
    totals,
    signatures: settings.SMETA_SIGN
      ? [
          { role: 'Заказчик', name: input.client.name.trim() || null },
          { role: 'Исполнитель', name: input.company.name.trim() || null },
        ]
      : [],
    customText: custom ? custom : null,
  };
}

/**
 * The installer's estimate (smetamontazh): the same rooms, the materials as quantities to mount (no money
 * unless the owner set them an installer price), work and services at installer prices, the project rows
 * once; no client prices, markups, discounts, minimum order or rounding. The total is what he is paid.
 * Each room carries the drawing's comment and the light points' positions. Validity and the custom text
 * are client matters and stay off it.
 */
export function buildInstallerEstimate(input: InstallerEstimateInput): EstimateDocument {
  const { settings } = input;
  const priced = priceProject(input, 'installer');
  const blocks = blocksOf(priced, settings, 'installer');
  const subtotal = priced.rooms.reduce((total, r) => total + sum(r.rows), sum(priced.projectRows));
  return {
    kind: 'installer',
    title: INSTALLER_ESTIMATE_TITLE,
    layout: buildLayout(settings),
    header: buildHeader('installer', input),
    blocks,
    unmeasured: priced.unmeasured,
    totals: {
      subtotal,
      markup: 0,
      discount: 0,
      discountPercent: null,
      minimumOrder: 0,
      rounding: 0,
      total: subtotal,
    },
    signatures: settings.SMETA_SIGN
      ? [
          { role: 'Монтажник', name: input.installer?.name.trim() || null },
          { role: 'Представитель компании', name: input.manager?.name.trim() || null },
        ]
      : [],
    customText: null,
  };
}

/**
 * The company's cost price of a project (себестоимость, kopecks): every priced room's own lines at cost
 * price — materials bought and the rows of the group «costs» — and the project rows once. Rooms left out of
 * the estimate or not measured add nothing, as on the estimates. Never shown on either estimate.
 */
export function projectCostPrice(input: ClientEstimateInput): number {
  const priced = priceProject(input, 'client');
  let cost = priced.project.cost;
  for (const { room } of priced.rooms) {
    for (const line of room.lines) if (!line.perProject && line.group !== 'scripts') cost += line.costAmount;
  }
  return cost;
}
