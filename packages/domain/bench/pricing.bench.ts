/**
 * ms to price a 20-room project (every room's calculation from the default template, with hand counts and
 * varied geometry) and to build its client estimate model. Run: `npx tsx packages/domain/bench/pricing.bench.ts`.
 */
import {
  buildClientEstimate,
  type Calculation,
  defaultCalculatorTemplate,
  defaultPriceList,
  type EstimateDraftInput,
  type EstimateSettings,
  type GeometryQuantities,
  newCalculationFromTemplate,
  priceCalculation,
} from '../src/index.js';
import { smetaDefaults } from '../src/pricing/settings.fixture.js';
import { random } from './random.js';

/** The company defaults with a 5 % markup and a footer text, so those paths are timed too. */
const settings: EstimateSettings = {
  ...smetaDefaults,
  SMETA_MARKUP: 5,
  SMETA_CUSTOM: 'Гарантия на полотно 12 лет.',
};

const priceList = defaultPriceList();
const template = defaultCalculatorTemplate();
const next = random(20);

const drafts: EstimateDraftInput[] = Array.from({ length: 20 }, (_, i) => {
  const a = 2 + next() * 6;
  const b = 2 + next() * 4;
  const corners = 4 + 2 * Math.floor(next() * 4);
  const geometry: GeometryQuantities = {
    area: Math.round(a * b * 100) / 100,
    perimeter: Math.round(2 * (a + b) * 1000) / 1000,
    extraCorners: corners - 4,
    curvedLength: next() < 0.2 ? Math.round(next() * 300) / 100 : 0,
    corners,
    height: next() < 0.3 ? 3.2 : 2.7,
  };
  const calculation: Calculation = {
    ...newCalculationFromTemplate([template], priceList),
    counts: {
      spots: Math.floor(next() * 12),
      pipes: Math.floor(next() * 3),
      chandeliers: next() < 0.5 ? 1 : 0,
    },
    saleSelect: 5,
  };
  return {
    id: i + 1,
    name: `Помещение ${i + 1}`,
    sketchSvg: `<svg viewBox="0 0 ${Math.round(a * 1000)} ${Math.round(b * 1000)}"></svg>`,
    geometry,
    calculation,
    smeta_exclude: i === 19 ? 1 : 0,
  };
});

function priceProject(): number {
  let total = 0;
  for (const d of drafts) {
    const c = d.calculation as Calculation;
    total += priceCalculation(c, d.geometry, c.counts, priceList, settings, c).totals.total;
  }
  return total;
}

function buildEstimate(): number {
  return buildClientEstimate({
    project: { id: 1, name: 'Коттедж, 20 помещений' },
    client: { name: 'Смирнов Олег', phone: '+7 916 000-00-00' },
    company: { name: 'ООО «Гладь»', city: 'Москва', phone: '+7 495 000-00-00', logo: '/files/logo.png' },
    manager: { name: 'Петров Илья' },
    drafts,
    settings,
    date: '2026-03-01',
    priceList,
  }).totals.total;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;
}

function measure(label: string, fn: () => number, iterations: number): string {
  if (!(fn() > 0)) throw new Error(`${label}: expected a positive total`);
  for (let i = 0; i < iterations / 4; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((a, b) => a - b);
  const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(2));
  return `${label}: median ${fmt(percentile(samples, 0.5))} ms, p95 ${fmt(percentile(samples, 0.95))} ms (${iterations} runs)`;
}

console.log(measure('price a 20-room project', priceProject, 3000));
console.log(measure('build the 20-room client estimate model', buildEstimate, 3000));
