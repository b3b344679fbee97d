import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
  }
}

/** Brings the schema up to date, shares the database as `app.db` and closes it with the app. */
export const databasePlugin = fp<{ database: Database }>(
  async (app, { database }) => {
    app.addHook('onClose', () => database.close());
    await database.migrate();
    app.decorate('db', database.db);
  },
  { name: 'database' },
);
