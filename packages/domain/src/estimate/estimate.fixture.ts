/** A project of three drafts for the estimate tests (not exported from the package). */
import { defaultPriceList } from '../pricing/price-list.js';
import { smetaDefaults } from '../pricing/settings.fixture.js';
import { defaultCalculatorTemplate, newCalculationFromTemplate } from '../pricing/template.js';
import type { Calculation, GeometryQuantities } from '../pricing/types.js';
import type { ClientEstimateInput, EstimateDraftInput, EstimateSettings } from './types.js';

export const settings: EstimateSettings = { ...smetaDefaults };

export function calculation(
  counts: Record<string, number> = {},
  extra: Partial<Calculation> = {},
): Calculation {
  const c = newCalculationFromTemplate([defaultCalculatorTemplate()], defaultPriceList());
  return { ...c, counts, ...extra };
}

const rect = (a: number, b: number, height?: number): GeometryQuantities => ({
  area: Math.round(a * b * 100) / 100,
  perimeter: 2 * (a + b),
  extraCorners: 0,
  curvedLength: 0,
  corners: 4,
  ...(height === undefined ? {} : { height }),
});

export function drafts(): EstimateDraftInput[] {
  return [
    {
      id: 1,
      name: 'Гостиная',
      sketchSvg: '<svg id="living"></svg>',
      geometry: rect(5.2, 3.8),
      calculation: calculation({ spots: 4 }),
      smeta_exclude: 0,
    },
    {
      id: 2,
      name: 'Спальня',
      sketchSvg: '<svg id="bedroom"></svg>',
      geometry: rect(3, 3),
      calculation: calculation({ spots: 2, chandeliers: 1 }),
      smeta_exclude: 0,
    },
    {
      id: 3,
      name: 'Кладовка',
      sketchSvg: '<svg id="closet"></svg>',
      geometry: rect(1, 1.5),
      calculation: calculation(),
      smeta_exclude: 1,
    },
  ];
}

export function input(overrides: Partial<ClientEstimateInput> = {}): ClientEstimateInput {
  return {
    project: { id: 42, name: 'Квартира на Лесной' },
    client: {
      name: 'Иванова Мария Петровна',
      phone: '+7 916 123-45-67',
      adresa: 'Москва, ул. Лесная, 5, кв. 12',
    },
    company: {
      name: 'ООО «Гладь»',
      city: 'Москва',
      adres: 'ул. Тверская, 1',
      phone: '+7 495 000-00-00',
      email: 'info@example.ru',
      requisites: 'ИНН 7700000000\nОГРН 1027700000000',
      logo: '/files/logo.png',
    },
    manager: { name: 'Петров Илья', phone: '+7 903 000-00-01' },
    drafts: drafts(),
    settings,
    date: '2026-02-20',
    ...overrides,
  };
}
