/*
 * `npm run admin -- grant EMAIL` / `revoke EMAIL`: makes a user a platform admin or takes the right away,
 * on the database the environment names (DATABASE_URL, or the PGlite folder DATA_DIR — with the server
 * stopped, since PGlite lets one process open its folder at a time).
 */
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { type GrantResult, setAdmin } from './modules/admin/grants.js';

const USAGE = 'Использование: npm run admin -- grant EMAIL | revoke EMAIL';

const messages: Record<GrantResult, (email: string) => string> = {
  granted: (e) => `${e}: права администратора выданы`,
  revoked: (e) => `${e}: права администратора сняты`,
  unchanged: (e) => `${e}: ничего не изменилось`,
  'no-user': (e) => `${e}: пользователь не найден`,
};

async function run(args: string[]): Promise<number> {
  const [command, email, ...rest] = args;
  if ((command !== 'grant' && command !== 'revoke') || !email || rest.length > 0) {
    console.error(USAGE);
    return 2;
  }
  const database = await openDatabase(loadConfig());
  try {
    const result = await setAdmin(database.db, email, command === 'grant', { via: 'командная строка' });
    const line = messages[result](email);
    if (result === 'no-user') {
      console.error(line);
      return 1;
    }
    console.info(line);
    return 0;
  } finally {
    await database.close();
  }
}

process.exitCode = await run(process.argv.slice(2));
