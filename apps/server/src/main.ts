import { WEB_BASE } from '@lobby/contract';
import { buildApp } from './app.ts';
import { ConfigError, loadConfig } from './config.ts';
import { seedDemoData } from './demo-data.ts';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './modules/members/demo-accounts.ts';
import { DEMO_MERCHANT, seedDemoMerchant } from './modules/merchants/demo-merchant.ts';
import { listMerchants } from './modules/merchants/merchant-repository.ts';
import { dateOf } from './shared/clock.ts';

const SHUTDOWN_GRACE_MS = 10_000;

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const app = await buildApp(config);

  if (await seedDemoMerchant(app.db)) app.log.info('demo merchant "demo" created');
  const demoMerchant = (await listMerchants(app.db)).find((merchant) => merchant.code === DEMO_MERCHANT.code);
  const demoMerchantExists = demoMerchant !== undefined;
  if (demoMerchant) {
    const started = performance.now();
    const games = await seedDemoData(app.db, demoMerchant, {
      games: config.demoCatalogueGames,
      now: dateOf(app.clock),
    });
    if (games > 0)
      app.log.info(`demo catalogue: ${games} games stored in ${Math.round(performance.now() - started)} ms`);
  }
  const demoAccounts = config.seedDemoAccounts && demoMerchantExists;
  if (demoAccounts) {
    const created = await seedDemoAccounts(app.db, app.passwords, app.clock, DEMO_MERCHANT.code);
    if (created > 0) app.log.info(`${created} demo account(s) created`);
  }

  await app.listen({ host: config.host, port: config.port });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`lobby is ready: http://localhost:${port}${WEB_BASE}/home (API under /api/v1)`);
  if (demoAccounts) {
    const accounts = DEMO_ACCOUNTS.map(
      (account) => `${account.description} ${account.username} / ${account.password}`,
    );
    app.log.info(`demo accounts (merchant demo): ${accounts.join(', ')}`);
  }

  const shutdown = async (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => process.exit(1), SHUTDOWN_GRACE_MS).unref();
    await app.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
