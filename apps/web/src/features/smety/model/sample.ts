import {
  buildClientEstimate,
  buildInstallerEstimate,
  buildOutline,
  type Calculation,
  type CalculatorTemplate,
  defaultCalculatorTemplate,
  defaultPriceList,
  type EstimateCompanyInput,
  type EstimateDocument,
  type EstimateDraftInput,
  type EstimateKind,
  type EstimateSettings,
  newCalculationFromTemplate,
  type OutlineInput,
  type PriceListItem,
  sketchSvg,
} from '@glad/domain';

/*
 * The sample project of the settings page: two rooms drawn from readings, priced with the company's own
 * default calculator and price list (the standard ones when the company has none yet), so the preview shows
 * what the company's real estimates will look like under the settings being edited.
 */

export interface SampleSources {
  company: EstimateCompanyInput | null;
  templates: readonly CalculatorTemplate[];
  priceList: readonly PriceListItem[];
}

const SAMPLE_COMPANY: EstimateCompanyInput = {
  name: 'Ваша компания',
  city: 'Москва',
  adres: 'ул. Примерная, 1',
  phone: '+7 (495) 000-00-00',
};

interface SampleRoom {
  name: string;
  outline: OutlineInput;
  counts: Record<string, number>;
}

const rooms: SampleRoom[] = [
  {
    name: 'Гостиная',
    outline: { sides: [5200, 3800, 5200, 3800], orthogonal: true },
    counts: { spots: 4 },
  },
  {
    name: 'Спальня',
    outline: {
      sides: [4000, 2000, 1500, 1500, 2500, 3500],
      orthogonal: { turns: ['R', 'R', 'R', 'L', 'R', 'R'] },
    },
    counts: { chandeliers: 1 },
  },
];

let cachedDrafts: { key: unknown[]; drafts: EstimateDraftInput[] } | null = null;

function sampleDrafts(sources: SampleSources): EstimateDraftInput[] {
  const key = [sources.templates, sources.priceList];
  if (cachedDrafts?.key.every((k, i) => k === key[i])) return cachedDrafts.drafts;
  const own = sources.templates.length > 0 && sources.priceList.length > 0;
  const base: Calculation = own
    ? newCalculationFromTemplate(sources.templates, sources.priceList)
    : newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
  const drafts = rooms.map((room, i): EstimateDraftInput => {
    const outline = buildOutline(room.outline);
    return {
      id: i + 1,
      name: room.name,
      sketchSvg: sketchSvg(outline, { title: `Чертёж: ${room.name}` }),
      geometry: {
        area: outline.area,
        perimeter: outline.perimeter,
        extraCorners: outline.extraCorners,
        curvedLength: outline.curvedLength,
        corners: outline.points.length,
      },
      calculation: { ...base, counts: room.counts },
      smeta_exclude: 0,
    };
  });
  cachedDrafts = { key, drafts };
  return drafts;
}

/** The sample estimate under `settings`, for the client or the installer. */
export function sampleEstimate(
  kind: EstimateKind,
  settings: EstimateSettings,
  sources: SampleSources,
  date: string,
): EstimateDocument {
  const input = {
    project: { id: 1, name: 'Квартира на Лесной, 5' },
    client: {
      name: 'Иванова Мария Петровна',
      phone: '+7 (916) 123-45-67',
      adresa: 'Москва, ул. Лесная, 5, кв. 12',
    },
    company: sources.company?.name.trim() ? sources.company : SAMPLE_COMPANY,
    manager: { name: 'Петров Илья', phone: '+7 (903) 000-00-01' },
    drafts: sampleDrafts(sources),
    settings,
    date,
  };
  return kind === 'client'
    ? buildClientEstimate(input)
    : buildInstallerEstimate({
        ...input,
        installer: { name: 'Сидоров Алексей', phone: '+7 (926) 000-00-02' },
      });
}
