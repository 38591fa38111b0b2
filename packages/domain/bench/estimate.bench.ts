/**
 * ms to price a 30-room project and build its estimates (issue 8: aim < 20 ms a build): every room's
 * calculation from the default template with hand counts, a row «на объект», light points on the plan and
 * a comment; the client estimate (rooms, the project block once, one rounding) and the installer's (work
 * only, light point offsets). Run: `npx tsx packages/domain/bench/estimate.bench.ts`.
 */
import {
  buildClientEstimate,
  buildInstallerEstimate,
  type Calculation,
  type ClientEstimateInput,
  defaultCalculatorTemplate,
  defaultPriceList,
  type EstimateDraftInput,
  type LightPoint,
  newCalculationFromTemplate,
  priceCalculation,
} from '../src/index.js';
import { smetaDefaults } from '../src/pricing/settings.fixture.js';
import { random } from './random.js';

const ROOMS = 30;
/** The aim for one build of a 30-room project. */
const AIM_MS = 20;

const priceList = defaultPriceList();
const template = defaultCalculatorTemplate();
template.prochee = [
  {
    id: 'waste',
    name: 'Вывоз мусора',
    unit: 'pcs',
    price: 70_000,
    kind: 'service',
    source: { kind: 'manual' },
    perProject: true,
  },
];
const next = random(30);

const drafts: EstimateDraftInput[] = Array.from({ length: ROOMS }, (_, i) => {
  const a = Math.round(2000 + next() * 6000);
  const b = Math.round(2000 + next() * 4000);
  const spots = Math.floor(next() * 12);
  const lightPoints: LightPoint[] = Array.from({ length: spots }, (_, n) => ({
    id: `s${n}`,
    kind: 'spot',
    x: Math.round(next() * a),
    y: Math.round(next() * b),
  }));
  const calculation: Calculation = {
    ...newCalculationFromTemplate([template], priceList),
    counts: {
      spots,
      pipes: Math.floor(next() * 3),
      chandeliers: next() < 0.5 ? 1 : 0,
      waste: 1 + Math.floor(next() * 3),
    },
    saleSelect: 5,
  };
  return {
    id: i + 1,
    name: `Помещение ${i + 1}`,
    sketchSvg: `<svg viewBox="0 0 ${a} ${b}"></svg>`,
    geometry: {
      area: Math.round((a * b) / 10_000) / 100,
      perimeter: (2 * (a + b)) / 1000,
      extraCorners: 0,
      curvedLength: 0,
      corners: 4,
      height: next() < 0.3 ? 3.2 : 2.7,
    },
    calculation,
    smeta_exclude: 0,
    comment: next() < 0.5 ? 'Люстра по центру' : null,
    lightPoints,
    corners: [
      { x: 0, y: 0 },
      { x: a, y: 0 },
      { x: a, y: b },
      { x: 0, y: b },
    ],
  };
});

const input: ClientEstimateInput = {
  project: { id: 1, name: `Коттедж, ${ROOMS} помещений` },
  client: { name: 'Смирнов Олег', phone: '+7 916 000-00-00' },
  company: { name: 'ООО «Гладь»', city: 'Москва', phone: '+7 495 000-00-00' },
  manager: { name: 'Петров Илья' },
  drafts,
  settings: { ...smetaDefaults, SMETA_MARKUP: 5 },
  date: '2026-03-01',
  priceList,
};

function priceRooms(): number {
  let total = 0;
  for (const d of drafts) {
    const c = d.calculation as Calculation;
    total += priceCalculation(c, d.geometry, c.counts, priceList, input.settings, c).totals.total;
  }
  return total;
}
const client = () => buildClientEstimate(input).totals.total;
const installer = () =>
  buildInstallerEstimate({ ...input, installer: { name: 'Сидоров Алексей' } }).totals.total;

function measure(label: string, fn: () => number, iterations: number): string {
  if (!(fn() > 0)) throw new Error(`${label}: expected a positive total`);
  for (let i = 0; i < iterations / 4; i++) fn();
  const samples: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const start = process.hrtime.bigint();
    fn();
    samples.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  samples.sort((x, y) => x - y);
  const at = (p: number) => samples[Math.min(samples.length - 1, Math.floor(p * samples.length))]!;
  const fmt = (ms: number) => (ms < 1 ? ms.toFixed(3) : ms.toFixed(2));
  return `${label}: median ${fmt(at(0.5))} ms, p95 ${fmt(at(0.95))} ms (${iterations} runs; aim < ${AIM_MS} ms)`;
}

console.log(measure(`price the ${ROOMS} rooms of a project, each alone`, priceRooms, 2000));
console.log(measure(`build the ${ROOMS}-room client estimate (project rows once)`, client, 2000));
console.log(measure(`build the ${ROOMS}-room installer estimate (light point offsets)`, installer, 2000));
