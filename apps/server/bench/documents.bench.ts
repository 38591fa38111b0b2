/**
 * Issuing a contract (issue 13): POST /api/documents/ from the seeded contract template with a 20-row
 * estimate, then its PDF and DOCX made from the frozen blocks; ms per call through the real server
 * (app.inject), PGlite and, with DATABASE_URL, PostgreSQL. Run: npx tsx apps/server/bench/documents.bench.ts
 */
import { benchEstimate } from '../../../bench/estimate-fixture.js';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { createScratchDatabase } from '../test/helpers/scratch-db.js';
import { benchOwner, quantile } from './bench-company.js';

const ROUNDS = 30;

const estimate = benchEstimate({ sketches: false });

async function run(label: string, databaseUrl?: string) {
  const scratch = databaseUrl ? await createScratchDatabase(databaseUrl, 'glad_bench') : null;
  const app = await buildApp(testConfig({ databaseUrl: scratch?.url, rateLimit: false }));
  await ensureTariffs(app.db);
  const { headers } = await benchOwner(app);
  const json = async (method: 'GET' | 'POST', url: string, payload?: object) =>
    (await app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json();
  const templates = (await json('GET', '/api/doc_templates/')).content as { id: number; kind: string }[];
  const contract = templates.find((t) => t.kind === 'dogovor')!;
  const client = (await json('POST', '/api/client/', { name: 'Заказчик' })).content;
  const project = (await json('POST', '/api/project/', { name: 'Объект', clientid: client.id })).content;
  const issue: number[] = [];
  const pdf: number[] = [];
  const docx: number[] = [];
  for (let i = 0; i < ROUNDS; i++) {
    let t = performance.now();
    const doc = (
      await json('POST', '/api/documents/', { template: contract.id, project: project.id, estimate })
    ).content;
    issue.push(performance.now() - t);
    t = performance.now();
    await app.inject({ method: 'GET', url: `/api/documents/${doc.id}/pdf`, headers });
    pdf.push(performance.now() - t);
    t = performance.now();
    await app.inject({ method: 'GET', url: `/api/documents/${doc.id}/docx`, headers });
    docx.push(performance.now() - t);
  }
  const line = (name: string, v: number[], aim: string) =>
    console.log(
      `${name} on ${label}: p50 ${quantile(v, 0.5).toFixed(1)} ms, p95 ${quantile(v, 0.95).toFixed(1)} ms (aim: ${aim})`,
    );
  line('issue a contract', issue, 'under 100 ms');
  line('its PDF', pdf, 'under 500 ms');
  line('its DOCX', docx, 'under 300 ms');
  await app.close();
  await scratch?.drop();
}

await run('PGlite');
if (process.env.DATABASE_URL) await run('PostgreSQL', process.env.DATABASE_URL);
