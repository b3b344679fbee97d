import type { MerchantConfig } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { ApiError } from '../../shared/api-error.ts';
import { accessFlags, clientLocation } from './client-access.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: the route answers during maintenance and to restricted clients (e.g. the status itself). */
    platformGate?: false;
  }
}

/**
 * The gate of a merchant for a request: 503 platform_maintenance while the merchant is in maintenance,
 * 403 ip_blocked to a client its region and address rules restrict. The API applies it to every route;
 * the sandbox vendor's and the chat page's APIs apply it with the merchant of their session.
 */
export function assertPlatformOpen(request: FastifyRequest, config: MerchantConfig): void {
  const flags = accessFlags(config, clientLocation(request, request.server.config.countryHeader));
  if (flags.maintenance) throw new ApiError(503, 'platform_maintenance');
  if (flags.regionRestriction) throw new ApiError(403, 'ip_blocked');
}

/** While the merchant is in maintenance other API routes answer 503; restricted clients get 403. */
export const platformGate = fp(
  async (app) => {
    // Every API request passes here: a callback (a throw is the hook's error), no promise (decision 0092).
    app.addHook('onRequest', (request, _reply, done) => {
      const { config } = request.routeOptions;
      if (config.merchant !== false && config.platformGate !== false)
        assertPlatformOpen(request, request.merchant.config);
      done();
    });
  },
  { name: 'platform-gate', dependencies: ['merchant-resolution'] },
);
