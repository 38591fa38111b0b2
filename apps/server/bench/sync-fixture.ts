/**
 * The server side of the web sync benchmark (apps/web/bench/sync.bench.ts, which starts this as a child
 * process: the web app may not import server code). Starts the real app on PGlite in memory, makes two
 * companies — one with 10,000 clients, 10,000 projects and 30,000 drafts, one with 10 records — seeded
 * by SQL in one INSERT … SELECT per table, versions stamped as the server's counter would (one per row,
 * in order), prints one JSON line with the address and the owners' tokens, and serves until killed.
 */
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { testConfig } from '../src/config.js';
import { ensureTariffs } from '../src/modules/tariffs/seed.js';
import { benchOwner } from './bench-company.js';

const app = await buildApp(testConfig({ rateLimit: false }));
await ensureTariffs(app.db);
const url = (await app.listen({ port: 0, host: '127.0.0.1' })).replace('localhost', '127.0.0.1');

async function company(name: string) {
  const { company: c, tokens } = await benchOwner(app, { companyName: name });
  return { id: c.id, tokens };
}

/** Seeds n clients, projects and drafts with ids from `base` up, in one INSERT … SELECT per table. */
async function seed(
  companyId: number,
  base: number,
  n: { clients: number; projects: number; drafts: number },
) {
  const first = `ARRAY['Иван','Пётр','Анна','Мария','Олег','Елена','Сергей','Ольга','Дмитрий','Наталья','Алексей','Татьяна','Андрей','Юлия','Михаил','Ирина','Никита','Светлана','Артём','Ксения']`;
  const last = `ARRAY['Иванов','Петров','Сидоров','Смирнов','Кузнецов','Попов','Васильев','Соколов','Михайлов','Новиков','Фёдоров','Морозов','Волков','Алексеев','Лебедев','Семёнов','Егоров','Павлов','Козлов','Степанов','Николаев','Орлов','Андреев','Макаров','Никитин','Захаров','Зайцев','Соловьёв','Борисов','Яковлев']`;
  const street = `ARRAY['Ленина','Мира','Гагарина','Садовая','Лесная','Школьная','Советская','Молодёжная','Набережная','Центральная']`;
  const current = await app.db.execute(sql`SELECT version FROM companies WHERE id = ${companyId}`);
  const v0 = Number((current.rows[0] as { version: number | string }).version);
  const cBase = base;
  const pBase = base + 1_000_000;
  const dBase = base + 2_000_000;
  const name = (n: string) => `(${first})[1 + ${n} % 20] || ' ' || (${last})[1 + (${n} / 20) % 30]`;
  const digits = (n: string) => `'79' || lpad(((${n} * 7919) % 1000000000)::text, 9, '0')`;
  const phone = (n: string) =>
    `'+7 (' || substr(${digits(n)}, 2, 3) || ') ' || substr(${digits(n)}, 5, 3) || '-' || substr(${digits(n)}, 8, 2) || '-' || substr(${digits(n)}, 10, 2)`;
  const t0 = performance.now();
  await app.db.execute(
    sql.raw(`INSERT INTO clients (company_id, id, version, name, adresa, phone, phone_digits, notes)
      SELECT ${companyId}, ${cBase} + g, ${v0} + g, ${name('g')},
        'г. Москва, ул. ' || (${street})[1 + g % 10] || ', д. ' || (1 + g % 120) || ', кв. ' || (1 + g % 300),
        ${phone('g')}, ${digits('g')}, CASE WHEN g % 3 = 0 THEN 'Звонить после 18:00, домофон ' || (g % 99) ELSE '' END
      FROM generate_series(1, ${n.clients}) AS g`),
  );
  await app.db.execute(
    sql.raw(`INSERT INTO projects (company_id, id, version, name, clientid, client, date, client_properties)
      SELECT ${companyId}, ${pBase} + g, ${v0 + n.clients} + g, 'Квартира ' || g || ', ' || (${street})[1 + g % 10],
        ${cBase} + 1 + (g - 1) % ${n.clients}, ${name(`(1 + (g - 1) % ${n.clients})`)}, '2026-0' || (1 + g % 9) || '-1' || (g % 9),
        jsonb_build_object('phone', ${phone(`(1 + (g - 1) % ${n.clients})`)}, 'notes', '')
      FROM generate_series(1, ${n.projects}) AS g`),
  );
  await app.db.execute(
    sql.raw(`INSERT INTO drafts (company_id, id, version, name, date, projectid, project, sort, form)
      SELECT ${companyId}, ${dBase} + g, ${v0 + n.clients + n.projects} + g,
        (ARRAY['Кухня','Спальня','Зал','Детская','Коридор','Ванная'])[1 + g % 6], '2026-03-1' || (g % 9),
        ${pBase} + 1 + (g - 1) % ${n.projects}, 'Квартира ' || (1 + (g - 1) % ${n.projects}), g % 4,
        jsonb_build_object('clientid', ${cBase} + 1 + ((g - 1) % ${n.projects}) % ${n.clients})
      FROM generate_series(1, ${n.drafts}) AS g`),
  );
  const total = n.clients + n.projects + n.drafts;
  await app.db.execute(sql`UPDATE companies SET version = version + ${total} WHERE id = ${companyId}`);
  return { ms: performance.now() - t0, total, firstClient: cBase + 1 };
}

const big = await company('Бенч большая');
const bigSeed = await seed(big.id, 5_000_000_000, { clients: 10_000, projects: 10_000, drafts: 30_000 });
const small = await company('Бенч малая');
const smallSeed = await seed(small.id, 7_000_000_000, { clients: 4, projects: 3, drafts: 3 });
console.log(
  JSON.stringify({
    url,
    big: { tokens: big.tokens, firstClient: bigSeed.firstClient, seedMs: bigSeed.ms, total: bigSeed.total },
    small: { tokens: small.tokens, firstClient: smallSeed.firstClient },
  }),
);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
