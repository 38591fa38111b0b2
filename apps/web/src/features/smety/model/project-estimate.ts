import { formatPhone } from '@glad/contracts';
import {
  buildClientEstimate,
  buildInstallerEstimate,
  type Calculation,
  type EstimateDocument,
  type EstimateKind,
  newCalculationFromTemplate,
  projectCostPrice,
} from '@glad/domain';
import type { EstimateContext, StaffPerson } from './context';
import { draftInput } from './draft-input';

type Loose = Record<string, unknown>;

export interface ProjectEstimateInput {
  kind: EstimateKind;
  project: { id: number; name: string; project_manager?: number };
  client: { name?: string; phone?: string; adresa?: string } | null;
  /** In the project's order (by sort); excluded ones are dropped by the model. */
  drafts: readonly (Loose & { id: number })[];
  context: EstimateContext;
  /** The installer chosen for the installer estimate, null when nobody is assigned. */
  installerId: number | null;
  /** The day the estimate was made, `YYYY-MM-DD`. */
  date: string;
}

const fallbackCache = new WeakMap<EstimateContext, Calculation | null>();

/** The calculation of a draft that has none: the default calculator's, priced at the current list once. */
export function fallbackCalculation(context: EstimateContext): Calculation | null {
  if (!fallbackCache.has(context)) {
    fallbackCache.set(
      context,
      context.templates.length ? newCalculationFromTemplate(context.templates, context.priceList) : null,
    );
  }
  return fallbackCache.get(context) ?? null;
}

const findPerson = (list: readonly StaffPerson[], id: number | null | undefined) =>
  id ? (list.find((p) => p.id === id) ?? null) : null;

/** What both estimates are built from. */
function commonInput(input: ProjectEstimateInput) {
  const { context } = input;
  const fallback = fallbackCalculation(context);
  const manager = findPerson(context.staff, input.project.project_manager);
  return {
    project: { id: input.project.id, name: input.project.name },
    client: {
      name: input.client?.name ?? '',
      phone: input.client?.phone ? formatPhone(input.client.phone) : null,
      adresa: input.client?.adresa ?? null,
    },
    company: context.company,
    manager,
    drafts: input.drafts.map((d) => draftInput(d, fallback)),
    settings: context.settings,
    date: input.date,
    priceList: context.priceList,
  };
}

/** The client's or the installer's estimate of a project, as the company's SMETA_* settings say. */
export function projectEstimate(input: ProjectEstimateInput): EstimateDocument {
  const { context, kind } = input;
  const common = commonInput(input);
  if (kind === 'client') return buildClientEstimate(common);
  const installer = findPerson(context.installers, input.installerId);
  return buildInstallerEstimate({ ...common, installer });
}

/** What the project costs the company: the installer estimate's total (his pay) and the cost price. */
export function projectCosts(input: Omit<ProjectEstimateInput, 'kind'>): { installer: number; cost: number } {
  const common = commonInput({ ...input, kind: 'installer' });
  return {
    installer: buildInstallerEstimate({ ...common, installer: null }).totals.total,
    cost: projectCostPrice(common),
  };
}

/** Drafts that have no calculation of their own and so take the default calculator's. */
export function draftsWithoutCalculation(drafts: readonly Loose[]): number {
  return drafts.filter((d) => d.smeta_exclude !== 1 && !Array.isArray(d.main)).length;
}
