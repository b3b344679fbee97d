import fp from 'fastify-plugin';
import { loadServerSecrets, type SecretOverrides, type ServerSecrets } from './server-secrets.ts';

declare module 'fastify' {
  interface FastifyInstance {
    secrets: ServerSecrets;
  }
}

/** Loads (or creates once) the keys every instance shares, before any route needs them. */
export const secretsPlugin = fp<SecretOverrides>(
  async (app, overrides) => {
    app.decorate('secrets', await loadServerSecrets(app.db, overrides));
  },
  { name: 'secrets', dependencies: ['database'] },
);
