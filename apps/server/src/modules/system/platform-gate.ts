import fp from 'fastify-plugin';
import { ApiError } from '../../shared/api-error.ts';
import { requestAccess } from './client-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers during maintenance and to restricted clients (e.g. the status itself). */
    platformGate?: false;
  }
}

/** While the merchant is in maintenance other API routes answer 503; restricted clients get 403. */
export const platformGate = fp(
  async (app) => {
    app.addHook('onRequest', async (request) => {
      const { config } = request.routeOptions;
      if (config.merchant === false || config.platformGate === false) return;
      const { flags } = requestAccess(request);
      if (flags.maintenance) throw new ApiError(503, 'platform_maintenance');
      if (flags.regionRestriction) throw new ApiError(403, 'ip_blocked');
    });
  },
  { name: 'platform-gate', dependencies: ['merchant-resolution'] },
);
