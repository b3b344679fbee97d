import { API, Captcha, envelope } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ipKey } from '../../plugins/rate-limits/rate-limits-plugin.ts';
import { errorResponses, ok } from '../../shared/envelope.ts';

export const captchaRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getCaptcha.method,
    url: API.getCaptcha.path,
    schema: {
      operationId: 'getCaptcha',
      tags: ['auth'],
      summary: 'A new image captcha (PNG data URL, 168 × 66); single use, valid 5 minutes',
      response: { 200: envelope(Captcha), ...errorResponses },
    },
    handler: async (request, reply) => {
      await app.limits.consume(app.limits.settings.captchasPerIp, `captcha:ip:${ipKey(request.ip)}`);
      reply.header('cache-control', 'no-store');
      return ok(await app.captchas.issue(request.merchant.code));
    },
  });
};
