import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client.ts';
import { seedDemoAccounts } from './demo/accounts.ts';
import { seedDemoData } from './demo/demo-data.ts';
import { DEMO_MERCHANT, seedDemoMerchant } from './demo/merchant.ts';
import { seedDemoOperator } from './demo/operators.ts';
import { listMerchants } from './modules/merchants/index.ts';
import type { Config } from './plugins/config.ts';
import { dateOf } from './shared/clock.ts';

/**
 * What a start stores: the demo merchant on first start, its catalogue and content, and the demo accounts
 * when configured. Runs under the database's setup lock, so instances started together seed once.
 * Answers whether the demo accounts exist (to print them).
 */
export function seedAtStart(app: FastifyInstance, database: Database, config: Config): Promise<boolean> {
  return database.exclusively(async () => {
    if (await seedDemoMerchant(app.db)) app.log.info('demo merchant "demo" created');
    const demoMerchant = (await listMerchants(app.db)).find(
      (merchant) => merchant.code === DEMO_MERCHANT.code,
    );
    if (!demoMerchant) return false;

    const started = performance.now();
    const games = await seedDemoData(app.db, demoMerchant, {
      games: config.demoCatalogueGames,
      now: dateOf(app.clock),
    });
    if (games > 0)
      app.log.info(`demo catalogue: ${games} games stored in ${Math.round(performance.now() - started)} ms`);

    if (!config.seedDemoAccounts) return false;
    const created = await seedDemoAccounts(app.db, app.passwords, app.clock, DEMO_MERCHANT.code);
    if (created > 0) app.log.info(`${created} demo account(s) created`);
    if (await seedDemoOperator(app.db, app.passwords, app.clock, DEMO_MERCHANT.code))
      app.log.info('demo console operator created');
    return true;
  });
}
