/**
 * `npm run demo:reset`: deletes the demo company with everything of it and makes it again, leaving every
 * other company as it is. Works on the database `npm start` uses (DATA_DIR's PGlite, or DATABASE_URL).
 */
import { formatCount } from '@glad/domain';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { resetDemo } from './modules/demo/reset.js';
import { ensureTariffs } from './modules/tariffs/seed.js';
import { createLocalStorage } from './plugins/storage.js';

/** How long to wait for a running server's answer before taking the PGlite folder as free. */
const PROBE_MS = 1000;

async function serverRunning(port: number): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(PROBE_MS) });
    return res.ok;
  } catch {
    return false;
  }
}

const config = loadConfig();
// A PGlite folder is one process's: a running server must be stopped first (PostgreSQL takes both).
if (!config.databaseUrl && (await serverRunning(config.port))) {
  console.error(
    `На порту ${config.port} работает сервер, а папку данных PGlite (${config.dataDir}) открывает только ` +
      'один процесс. Остановите сервер и запустите npm run demo:reset ещё раз.',
  );
  process.exit(1);
}
const database = await openDatabase(config);
try {
  await ensureTariffs(database.db);
  const started = performance.now();
  const made = await resetDemo(database.db, createLocalStorage(config.uploadsDir));
  const c = made.counts;
  console.info(
    `Демо-компания «Демо-потолки» создана заново за ${Math.round(performance.now() - started)} мс: ` +
      [
        formatCount(c.clients, ['клиент', 'клиента', 'клиентов']),
        formatCount(c.projects, ['объект', 'объекта', 'объектов']),
        formatCount(c.drafts, ['чертёж', 'чертежа', 'чертежей']),
        formatCount(c.smety + c.smetymontazh, ['смета', 'сметы', 'смет']),
        formatCount(c.events, ['событие', 'события', 'событий']),
        formatCount(c.expenses, ['расход', 'расхода', 'расходов']),
      ].join(', ') +
      '. Вход: demo@example.com / demo12345.',
  );
} finally {
  await database.close();
}
