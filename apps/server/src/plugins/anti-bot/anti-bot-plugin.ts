import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import { AntiBot } from './anti-bot.ts';

declare module 'fastify' {
  interface FastifyInstance {
    antiBot: AntiBot;
  }
}

export const antiBotPlugin = fp<{ clock: Clock; maxNumber: number }>(
  async (app, { clock, maxNumber }) => {
    app.decorate('antiBot', new AntiBot(app.db, clock, app.secrets.altchaHmacKey, maxNumber));
  },
  { name: 'anti-bot', dependencies: ['database', 'secrets'] },
);
