import type { FastifyPluginAsync } from 'fastify';

/** The OpenAPI 3.1 document generated from the routes' zod schemas. */
export const openapiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/openapi.json', { schema: { hide: true }, config: { merchant: false } }, async () =>
    app.swagger(),
  );
};
