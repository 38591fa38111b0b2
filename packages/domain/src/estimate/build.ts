import { nonNegative } from '../pricing/arithmetic.js';
import { indexPriceList } from '../pricing/price-list.js';
import { type PricedRoom, priceRoom } from '../pricing/price-room.js';
import { finishTotals } from '../pricing/totals.js';
import type { PriceListItem } from '../pricing/types.js';
import { buildHeader, buildLayout } from './header.js';
import { displayRows, mergeRows, type SideRow, sideRows } from './rows.js';
import type {
  ClientEstimateInput,
  EstimateBlock,
  EstimateDocument,
  EstimateDraftInput,
  EstimateKind,
  EstimateRoom,
  EstimateSettings,
  EstimateTotals,
  InstallerEstimateInput,
} from './types.js';

export const ALL_ROOMS_TITLE = 'Все помещения';
export const CLIENT_ESTIMATE_TITLE = 'Смета';
export const INSTALLER_ESTIMATE_TITLE = 'Смета монтажа';

interface PricedDraft {
  draft: EstimateDraftInput;
  room: PricedRoom;
  rows: SideRow[];
}

/** The drafts that go into estimates (smeta_exclude 0), each priced as its calculation says. */
function priceDrafts(input: ClientEstimateInput | InstallerEstimateInput, kind: EstimateKind): PricedDraft[] {
  const list = input.priceList ?? [];
  const items = list instanceof Map ? list : indexPriceList(list as readonly PriceListItem[]);
  return input.drafts
    .filter((draft) => draft.smeta_exclude !== 1)
    .map((draft) => {
      const c = draft.calculation;
      const room = priceRoom(c, draft.geometry, c.counts ?? {}, items, input.settings, {
        saleSelect: c.saleSelect,
        markupSelect: c.markupSelect,
      });
      return { draft, room, rows: sideRows(room.lines, kind) };
    });
}

function roomOf(draft: EstimateDraftInput, index: number, settings: EstimateSettings): EstimateRoom {
  const g = draft.geometry;
  const finite = (x: number) => (Number.isFinite(x) && x > 0 ? x : 0);
  return {
    name: draft.name.trim() || `Помещение ${index + 1}`,
    area: finite(g.area),
    perimeter: finite(g.perimeter),
    corners: finite(g.corners),
    ceilingHeight: finite(g.height ?? 0) || null,
    sketchSvg: settings.SMETA_SKETCH && draft.sketchSvg ? draft.sketchSvg : null,
  };
}

function blocksOf(priced: PricedDraft[], settings: EstimateSettings, kind: EstimateKind): EstimateBlock[] {
  const sum = (rows: SideRow[]) => rows.reduce((total, row) => total + row.amount, 0);
  if (settings.SMETA_POM) {
    return priced.map(({ draft, rows }, i) => {
      const room = roomOf(draft, i, settings);
      return {
        title: room.name,
        rooms: [room],
        rows: displayRows(rows, settings, `${kind}-${i}`),
        subtotal: sum(rows),
      };
    });
  }
  if (priced.length === 0) return [];
  const rows = mergeRows(priced.map((p) => p.rows));
  return [
    {
      title: ALL_ROOMS_TITLE,
      rooms: priced.map(({ draft }, i) => roomOf(draft, i, settings)),
      rows: displayRows(rows, settings, `${kind}-all`),
      subtotal: sum(rows),
    },
  ];
}

/**
 * The client's estimate of a project (smeta): the drafts whose smeta_exclude is 0, each priced with its
 * calculation (its saved prices, hand counts, saleSelect and markupSelect); then the project totals —
 * the sum of the rooms, their markups and discounts, the largest minimum order among them applied once to
 * the project (not per room), and the single rounding of SMETA_ROUND / SMETA_ROUND_BY. For one room the
 * total equals `priceCalculation(…).totals.total`. The company's costs and the installer's pay never
 * appear on it.
 */
export function buildClientEstimate(input: ClientEstimateInput): EstimateDocument {
  const { settings } = input;
  const priced = priceDrafts(input, 'client');
  const parts = { subtotal: 0, markup: 0, discount: 0, installer: 0, cost: 0 };
  let minimumOrder = 0;
  for (const { room } of priced) {
    parts.subtotal += room.subtotal;
    parts.markup += room.markup;
    parts.discount += room.discount;
    minimumOrder = Math.max(minimumOrder, room.minimumOrder);
  }
  const t = finishTotals(parts, minimumOrder, settings);
  const sales = new Set(priced.map((p) => Math.min(100, nonNegative(p.draft.calculation.saleSelect))));
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
 * The installer's estimate (smetamontazh): the same rooms and work at installer prices — only lines that
 * pay the installer, no client prices, markups, discounts, minimum order or rounding. The total is what he
 * is paid. Validity and the custom text are client matters and stay off it.
 */
export function buildInstallerEstimate(input: InstallerEstimateInput): EstimateDocument {
  const { settings } = input;
  const priced = priceDrafts(input, 'installer');
  const blocks = blocksOf(priced, settings, 'installer');
  const subtotal = priced.reduce((sum, p) => sum + p.rows.reduce((s, row) => s + row.amount, 0), 0);
  return {
    kind: 'installer',
    title: INSTALLER_ESTIMATE_TITLE,
    layout: buildLayout(settings),
    header: buildHeader('installer', input),
    blocks,
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
