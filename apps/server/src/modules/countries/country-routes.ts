import { API, Country, envelope } from '@lobby/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, ok } from '../../shared/envelope.ts';
import { COUNTRIES } from './countries.ts';

export const countryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    method: API.getSystemCountries.method,
    url: API.getSystemCountries.path,
    schema: {
      operationId: 'getSystemCountries',
      tags: ['system'],
      summary: 'Countries with their dialing codes, for the mobile number pickers',
      response: { 200: envelope(z.array(Country)), ...errorResponses },
    },
    handler: async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=86400');
      return ok([...COUNTRIES]);
    },
  });
};
