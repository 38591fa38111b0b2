import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { startFakeYooKassa } from './dev/yookassa-fake.js';
import { grantConfiguredAdmins } from './modules/admin/grants.js';
import { seedDemo } from './modules/demo/seed.js';
import { ensureTariffs } from './modules/tariffs/seed.js';

const config = loadConfig();
// `npm run dev` without a payment service configured: the local one speaking YooKassa's protocol.
const fakePayments =
  process.env.DEV_YOOKASSA === '1' && !config.yookassa
    ? await startFakeYooKassa({
        shopId: 'dev',
        secretKey: 'dev',
        port: Number(process.env.DEV_YOOKASSA_PORT ?? 0),
      })
    : null;
if (fakePayments) config.yookassa = { shopId: 'dev', secretKey: 'dev', apiUrl: fakePayments.apiUrl };
const app = await buildApp(config);
if (fakePayments) {
  fakePayments.setNotifyUrl(`http://127.0.0.1:${config.port}/api/payment/notification/`);
  app.addHook('onClose', () => fakePayments.close());
  app.log.info(`Тестовая оплата картой: ${fakePayments.apiUrl}`);
}
await ensureTariffs(app.db);
// the demo company first, so ADMIN_EMAILS may name its owner on a fresh data folder
if (config.seedDemo) {
  const demo = await seedDemo(app.db);
  if (demo) app.log.info(`Демо-вход: ${demo.email} / ${demo.password}`);
}
for (const { email, result } of await grantConfiguredAdmins(app.db, config.adminEmails)) {
  if (result === 'no-user') app.log.warn(`ADMIN_EMAILS: пользователь ${email} не найден`);
  else if (result === 'granted') app.log.info(`ADMIN_EMAILS: ${email} — администратор платформы`);
}

let closing = false;
for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: завершаем запросы и останавливаемся`);
    // close() stops accepting connections and resolves once requests in flight are answered.
    const timer = setTimeout(() => process.exit(1), 10_000);
    timer.unref();
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

await app.listen({ port: config.port, host: config.host });
