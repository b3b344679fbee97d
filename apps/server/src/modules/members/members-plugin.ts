import fp from 'fastify-plugin';
import { type Argon2Cost, loadCommonPasswords, PasswordHasher } from './passwords.ts';

declare module 'fastify' {
  interface FastifyInstance {
    passwords: PasswordHasher;
  }
}

/** argon2id at the configured cost as `app.passwords`; the common-password list is read at start. */
export const membersPlugin = fp<{ argon2: Argon2Cost }>(
  async (app, { argon2 }) => {
    const hasher = new PasswordHasher(argon2);
    app.decorate('passwords', hasher);
    await Promise.all([loadCommonPasswords(), hasher.warmUp()]);
  },
  { name: 'members' },
);
