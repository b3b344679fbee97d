import { AntiBotChallenge, API, envelope } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, ok } from '../../shared/envelope.ts';

export const antiBotRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getAntiBotChallenge.method,
    url: API.getAntiBotChallenge.path,
    schema: {
      operationId: 'getAntiBotChallenge',
      tags: ['auth'],
      summary: 'An ALTCHA proof-of-work challenge; its solution goes with sendVerificationCode',
      response: { 200: envelope(AntiBotChallenge), ...errorResponses },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await app.antiBot.challenge());
    },
  });
};
