import fp from 'fastify-plugin';
import type { Clock } from '../../shared/clock.ts';
import { Captchas, type CaptchaWitness } from './captchas.ts';

declare module 'fastify' {
  interface FastifyInstance {
    captchas: Captchas;
  }
}

export const captchaPlugin = fp<{ clock: Clock; witness?: CaptchaWitness | undefined }>(
  async (app, { clock, witness }) => {
    app.decorate('captchas', new Captchas(app.db, clock, app.secrets.codeHmacKey, witness));
  },
  { name: 'captcha', dependencies: ['database', 'secrets'] },
);
