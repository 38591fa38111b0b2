/**
 * The cost of the one input check every request passes (plugins/input-check.ts → contracts' text.ts): a
 * request without a body (path and query only), and a push of 100 drafts (~1 MB) beside the JSON.parse
 * Fastify does on the same body anyway. Run: npx tsx apps/server/bench/input-check.bench.ts
 */
import { findInputProblem } from '@glad/contracts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function perCall(fn: () => void, calls: number, rounds = 7): number {
  const times: number[] = [];
  for (let r = 0; r < rounds; r++) {
    const t0 = performance.now();
    for (let i = 0; i < calls; i++) fn();
    times.push((performance.now() - t0) / calls);
  }
  return median(times);
}

const params = { id: '12' };
const query = { offset: '0', limit: '20' };
const small = perCall(() => {
  findInputProblem(params);
  findInputProblem(query);
  findInputProblem(undefined);
}, 100_000);
console.log(`request without a body (path + query): ${(small * 1000).toFixed(2)} µs (aim: under 1 µs)`);

const draft = {
  name: 'Кухня',
  polygons: {
    L1: {
      coords: Array.from({ length: 12 }, (_, i) => ({ x: i * 1000, y: (i % 3) * 500 })),
      curvedWalls: [],
    },
    comment: 'Люстра по центру, у окна карниз',
  },
  sketch: `<svg xmlns="http://www.w3.org/2000/svg">${'<text x="1" y="2">A</text>'.repeat(200)}</svg>`,
  main: Array.from({ length: 40 }, (_, i) => ({
    id: `r${i}`,
    itemUid: 'film',
    name: 'Плёнка ПВХ матовая',
    price: 50_000,
    source: { kind: 'area' },
    tags: ['work'],
  })),
};
const text = JSON.stringify({
  mutations: Array.from({ length: 100 }, (_, i) => ({
    mutationId: `m${i}`,
    table: 'drafts',
    op: 'put',
    id: i + 1,
    baseVersion: 0,
    fields: draft,
  })),
});
const body = JSON.parse(text);
const walk = perCall(() => findInputProblem(body), 20);
const parse = perCall(() => JSON.parse(text), 20);
console.log(
  `push of 100 drafts (${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB): check ${walk.toFixed(2)} ms, ` +
    `JSON.parse of it ${parse.toFixed(2)} ms (aim: the check under the parse)`,
);
