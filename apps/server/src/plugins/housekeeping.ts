import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

const EVERY_MS = 15 * 60_000;

/**
 * Every 15 minutes, drops expired captchas, codes, used anti-bot solutions, used single-use ids and
 * long-ended member and operator sessions.
 */
export const housekeeping = fp(
  async (app: FastifyInstance) => {
    let running: Promise<void> | undefined;
    const sweep = async () => {
      try {
        await app.captchas.purgeExpired();
        await app.sms.codes.purgeExpired();
        await app.antiBot.purgeExpired();
        await app.sessions.purgeEnded();
        await app.operatorSessions.purgeEnded();
        await app.singleUse.purgeExpired();
      } catch (error) {
        app.log.warn({ err: error }, 'housekeeping failed; it runs again later');
      }
    };
    const timer = setInterval(() => {
      running ??= sweep().finally(() => {
        running = undefined;
      });
    }, EVERY_MS);
    timer.unref();
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await running;
    });
  },
  { name: 'housekeeping', dependencies: ['captcha', 'sms', 'anti-bot', 'auth', 'operators', 'single-use'] },
);
