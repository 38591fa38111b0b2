import {
  buildClientEstimate,
  buildInstallerEstimate,
  draftDrawingOf,
  type EstimateCompanyInput,
  type EstimateDraftInput,
  type EstimatePerson,
  type EstimateSettings,
  projectCostPrice,
} from '@glad/domain';
import type { BuiltRoom, PricingContext } from './rooms.js';

/**
 * A project's money as the app reads it off its estimates: the client estimate's «Итого к оплате» (what
 * the project page writes into `amount`, built room by room), the installer estimate's total (his pay) and
 * the cost price of the rooms' materials.
 */

/** A stored room of the project: its record id and what it was built from. */
export type StoredRoom = BuiltRoom & { id: number };

/** A room as the estimate takes it: the same parts of the draft the app's estimate reads. */
export function estimateDraft(room: StoredRoom): EstimateDraftInput {
  const drawing = draftDrawingOf(room.fields);
  return {
    id: room.id,
    name: String(room.fields.name),
    sketchSvg: String(room.fields.sketch),
    geometry: room.geometry,
    calculation: room.calculation,
    smeta_exclude: room.fields.smeta_exclude === 1 ? 1 : 0,
    comment: room.comment || null,
    lightPoints: drawing.lightPoints,
    corners: drawing.coords,
  };
}

export interface ProjectMoney {
  /** the client estimate's total, kopecks */
  amount: number;
  /** the installer estimate's total, kopecks */
  installerPay: number;
  /** the cost price of what the rooms in the estimate use, kopecks */
  cost: number;
}

export interface EstimateParties {
  project: { id: number; name: string };
  client: { name: string; phone: string; adresa: string };
  company: EstimateCompanyInput;
  manager: EstimatePerson | null;
  installer: EstimatePerson | null;
  settings: EstimateSettings;
  date: string;
}

export function projectMoney(
  rooms: readonly StoredRoom[],
  parties: EstimateParties,
  pricing: PricingContext,
): ProjectMoney {
  if (rooms.length === 0) return { amount: 0, installerPay: 0, cost: 0 };
  const input = {
    ...parties,
    // the project page prices room by room whatever SMETA_POM says for printing
    settings: { ...parties.settings, SMETA_POM: true },
    drafts: rooms.map(estimateDraft),
    priceList: pricing.priceList,
  };
  return {
    amount: buildClientEstimate(input).totals.total,
    installerPay: buildInstallerEstimate(input).totals.total,
    cost: projectCostPrice(input),
  };
}
