import type { FastifyPluginAsync } from 'fastify';
import { IMMUTABLE_CACHE_CONTROL } from '../../shared/cache-control.ts';
import { UPLOADED_NAME } from './console-images.ts';

/** Uploaded images (decision 0057), served from the storage adapter with immutable caching. */
export const uploadedImageRoutes: FastifyPluginAsync = async (app) => {
  app.get<{ Params: { name: string } }>(
    '/media/uploads/:name',
    { schema: { hide: true } },
    async (request, reply) => {
      const { name } = request.params;
      const bytes = UPLOADED_NAME.test(name) ? await app.storage.get(`uploads/${name}`) : undefined;
      if (!bytes) return reply.callNotFound();
      return (
        reply
          .header('content-type', 'image/webp')
          .header('cache-control', IMMUTABLE_CACHE_CONTROL)
          .header('x-content-type-options', 'nosniff')
          // Images may be shown through the merchants' image CDNs, i.e. from another origin.
          .header('cross-origin-resource-policy', 'cross-origin')
          .send(bytes)
      );
    },
  );
};
