/**
 * The estimate document model (docs/design.md §3 «Estimates»): plain data that the print view, the PDF and the
 * XLSX export render without deciding anything. Every SMETA_* switch is already applied here: a hidden
 * value is null (or the part is absent), so a renderer cannot show what the settings hide.
 * Money is integer kopecks; dates are calendar days `YYYY-MM-DD`; quantities are numbers in `unit`.
 */
import type { LightPoint, LightPointKind, WallOffset } from '../geometry/light-points.js';
import type { RoomReadiness } from '../geometry/room-readiness.js';
import type { Point } from '../geometry/types.js';
import type { PriceListInput } from '../pricing/price-room.js';
import type {
  CalcGroup,
  CalcRows,
  Calculation,
  GeometryQuantities,
  PriceItemKind,
  PriceUnit,
  PricingSettings,
} from '../pricing/types.js';

/** The SMETA_* company settings (docs/spec.md §3), structurally the contracts' `CompanySettings`. */
export interface EstimateSettings extends PricingSettings {
  /** Blocks per room; off = rows of all rooms merged by item. */
  SMETA_POM: boolean;
  /** Print «действительна до». */
  SMETA_EXPIRES: boolean;
  /** Days of validity after the date. */
  SMETA_DAY: number;
  /** Quantity and unit per row. */
  SMETA_QUAN: boolean;
  /** Price and amount per row (otherwise only subtotals and totals). */
  SMETA_STOIMOST: boolean;
  SMETA_SIGN: boolean;
  SMETA_CUSTOM: string;
  /** Company name and details in the header. */
  SMETA_COMPANY_NAME: boolean;
  SMETA_DATE_CREATE: boolean;
  SMETA_MANAGER: boolean;
  SMETA_PHOTO_POSITION: 'left' | 'right' | 'none';
  SMETA_SKETCH: boolean;
  SMETA_COMPACT: boolean;
}

export interface EstimatePerson {
  name: string;
  phone?: string | null;
  email?: string | null;
}

export interface EstimateClientInput {
  name: string;
  phone?: string | null;
  adresa?: string | null;
}

export interface EstimateProjectInput {
  id: number;
  name: string;
}

export interface EstimateCompanyInput {
  name: string;
  city?: string | null;
  adres?: string | null;
  phone?: string | null;
  email?: string | null;
  /** Free-form requisites (ИНН, ОГРН, bank), one per line. */
  requisites?: string | null;
  /** Logo URL (or data URL), none when null. */
  logo?: string | null;
}

/** The calculation fields an estimate needs (a full `Calculation` fits). */
export type EstimateCalculation = CalcRows &
  Partial<Pick<Calculation, 'counts' | 'saleSelect' | 'markupSelect'>>;

export interface EstimateDraftInput {
  id?: number;
  name: string;
  /** The room's sketch as SVG text (geometry's `sketchSvg`). */
  sketchSvg?: string | null;
  geometry: GeometryQuantities;
  calculation: EstimateCalculation;
  /** 1 = left out of the estimates (docs/spec.md §4). */
  smeta_exclude: 0 | 1;
  /** The drawing's comment (polygons.comment), for the installer. */
  comment?: string | null;
  /** Spots, chandeliers and pipes on the plan, mm in the outline's coordinates. */
  lightPoints?: readonly LightPoint[];
  /** The outline's corners, mm: the walls the light points are measured from. */
  corners?: readonly Point[];
  /**
   * Whether the room's readings fix it (`draftReadiness` of the stored draft); absent = measured. A room
   * not measured is left out of the rows and the totals and listed in `unmeasured` (decision 0024).
   */
  readiness?: RoomReadiness;
}

interface EstimateInputBase {
  project: EstimateProjectInput;
  client: EstimateClientInput;
  company: EstimateCompanyInput;
  manager?: EstimatePerson | null;
  /** In the project's order (by sort). */
  drafts: readonly EstimateDraftInput[];
  settings: EstimateSettings;
  /** The day the estimate is made, `YYYY-MM-DD`. */
  date: string;
  /** For rows without saved prices (template-like rows); saved calculations need none. */
  priceList?: PriceListInput;
}

export type ClientEstimateInput = EstimateInputBase;

export interface InstallerEstimateInput extends EstimateInputBase {
  /** The installer assigned (montazhnik); null when nobody is assigned yet. */
  installer: EstimatePerson | null;
}

/* ---------- the document ---------- */

export type EstimateKind = 'client' | 'installer';

export interface EstimateLayout {
  /** SMETA_COMPACT: smaller type, tighter spacing. */
  compact: boolean;
  /** SMETA_POM: one block per room, else one merged block. */
  byRoom: boolean;
  /** SMETA_QUAN: the quantity column exists. */
  showQuantity: boolean;
  /** SMETA_STOIMOST: the price and amount columns exist. */
  showPrices: boolean;
  /** SMETA_SKETCH: rooms carry their sketches. */
  showSketches: boolean;
}

export interface EstimateHeader {
  /** SMETA_COMPANY_NAME: name and detail lines (address, «Тел.: …», «E-mail: …», requisites). */
  company: { name: string; details: string[] } | null;
  /** SMETA_PHOTO_POSITION; null when 'none' or the company has no logo. */
  logo: { url: string; position: 'left' | 'right' } | null;
  /** SMETA_DATE_CREATE: the day it was made. */
  date: string | null;
  /** SMETA_EXPIRES: date + SMETA_DAY days (client estimates only). */
  validUntil: string | null;
  /** SMETA_MANAGER: the project manager. */
  manager: { name: string; phone: string | null } | null;
  /** Installer estimates: the installer assigned, or null. Always null on client estimates. */
  installer: { name: string; phone: string | null } | null;
  client: { name: string; phone: string | null; adresa: string | null };
  project: { id: number; name: string };
}

export interface EstimateRoom {
  /** The draft's id, when the input gave one. */
  draftId: number | null;
  name: string;
  /** m², m, count — for a line such as «Площадь 19,76 м², периметр 18 м». */
  area: number;
  perimeter: number;
  corners: number;
  /** The ceiling's height above the floor, m (geometry's `height`); null when it was not measured. */
  ceilingHeight: number | null;
  /** SMETA_SKETCH: the SVG text, else null. */
  sketchSvg: string | null;
  /** Installer estimates: the drawing's comment, trimmed; null when empty and on client estimates. */
  comment: string | null;
  /** Installer estimates: every light point with its offsets from the walls; empty on client estimates. */
  points: EstimatePoint[];
}

/** A light point as the installer marks it: «Светильник 1: от стены AB — 800 мм, от стены DA — 1 200 мм». */
export interface EstimatePoint {
  kind: LightPointKind;
  /** «Светильник 1», «Люстра 1», «Труба 1»: numbered per kind in the room. */
  label: string;
  /** Nearest walls first (`wallOffsets`); empty when the room has no outline. */
  offsets: WallOffset[];
}

export interface EstimateRow {
  /** Stable within the document (React keys, XLSX rows). */
  key: string;
  name: string;
  group: CalcGroup;
  /** The item's kind; on an installer estimate a material without pay has no price or amount. */
  kind: PriceItemKind;
  /** SMETA_QUAN; null for percent rows, which have `percent` instead. */
  quantity: number | null;
  unit: PriceUnit | null;
  /** Percent rows (markups and discounts in the rows): the percentage, e.g. −5. Shown regardless of SMETA_QUAN. */
  percent: number | null;
  /** SMETA_STOIMOST: kopecks per unit (null for percent rows and the installer's unpaid materials). */
  price: number | null;
  /** SMETA_STOIMOST: kopecks (null for the installer's unpaid materials). */
  amount: number | null;
}

export interface EstimateBlock {
  /** The room's name, «Все помещения» for the merged block, «На весь объект» for the project block. */
  title: string;
  /** The block of project rows (road group, rows «на объект»), charged once, after the rooms. */
  project: boolean;
  rooms: EstimateRoom[];
  rows: EstimateRow[];
  /** Σ amounts of the block's rows, kopecks; shown even when row prices are hidden. */
  subtotal: number;
}

/** Totals, kopecks. Client: total = subtotal + markup − discount + minimumOrder + rounding. */
export interface EstimateTotals {
  /** Σ block subtotals (the rooms' own rows and the project block). */
  subtotal: number;
  /** The rooms' markupSelect markups. */
  markup: number;
  /** The rooms' saleSelect discounts, positive. */
  discount: number;
  /** The percentage when every room has the same saleSelect, else null (then print the sum only). */
  discountPercent: number | null;
  /** The «Минимальный заказ» addition of the project, 0 when none. */
  minimumOrder: number;
  /** Added by rounding the total up (SMETA_ROUND / SMETA_ROUND_BY); renderers usually fold it in. */
  rounding: number;
  /** «Итого к оплате» (client) or «Итого монтажнику» (installer). */
  total: number;
}

export interface EstimateSignature {
  /** «Заказчик», «Исполнитель», «Монтажник». */
  role: string;
  /** Printed under the line; null = an empty line to sign and write the name. */
  name: string | null;
}

/** A room that goes into the estimate but cannot be priced yet: its readings do not fix it. */
export interface EstimateUnmeasuredRoom {
  draftId: number | null;
  name: string;
  /** «Не хватает замеров: сторона BC, диагональ AC» or «Контур не построен: проверьте замеры». */
  note: string;
}

export interface EstimateDocument {
  kind: EstimateKind;
  /** «Смета» or «Смета монтажа». */
  title: string;
  layout: EstimateLayout;
  header: EstimateHeader;
  blocks: EstimateBlock[];
  /**
   * Rooms of the estimate not measured yet, in the project's order: no rows, no money, not in the totals
   * (nor their project rows); every renderer lists them beside the total so it is not taken for the whole.
   */
  unmeasured: EstimateUnmeasuredRoom[];
  totals: EstimateTotals;
  /** SMETA_SIGN; empty when off. */
  signatures: EstimateSignature[];
  /** SMETA_CUSTOM, trimmed; null when empty (client estimates only). */
  customText: string | null;
}
