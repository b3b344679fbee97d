import { WEB_BASE } from '@lobby/contract';
import { buildApp } from './app.ts';
import { openDatabase } from './db/client.ts';
import { DEMO_ACCOUNTS } from './demo/accounts.ts';
import { DEMO_OPERATOR } from './demo/operators.ts';
import { MIGRATIONS_DIR } from './paths.ts';
import { ConfigError, loadConfig } from './plugins/config.ts';
import { gracefulShutdown } from './plugins/lifecycle/graceful-shutdown.ts';
import { loggedError } from './plugins/logged-error.ts';
import { seedAtStart } from './start-seed.ts';

async function start(): Promise<void> {
  const config = loadConfig(process.env);
  const database = await openDatabase(config.database, MIGRATIONS_DIR);
  const app = await buildApp(config, { database });
  const shutdown = gracefulShutdown(app, config.shutdown);
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);

  // Listening before the seed: liveness answers and readiness says 503 (starting) until it is done.
  await app.listen({ host: config.host, port: config.port });
  const demoAccounts = await seedAtStart(app, database, config);

  app.lifecycle.markReady();
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `lobby is ready: http://localhost:${port}${WEB_BASE}/home (API under /api/v1, console on /console/)`,
  );
  if (demoAccounts) {
    const accounts = DEMO_ACCOUNTS.map(
      (account) => `${account.description} ${account.username} / ${account.password}`,
    );
    app.log.info(`demo accounts (merchant demo): ${accounts.join(', ')}`);
    app.log.info(
      `demo console operator (http://localhost:${port}/console/): ${DEMO_OPERATOR.username} / ${DEMO_OPERATOR.password}, TOTP secret ${DEMO_OPERATOR.totpSecret}`,
    );
  }
}

start().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : loggedError(error));
  process.exit(1);
});
