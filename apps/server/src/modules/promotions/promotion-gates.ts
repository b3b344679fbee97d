import type { PromoKey } from '@lobby/contract';
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../../shared/api-error.ts';

/** Route guard (onRequest) for a promotion of the merchant: off → 403 feature_unavailable. */
export const requirePromotion =
  (key: PromoKey) =>
  async (request: FastifyRequest): Promise<void> => {
    if (request.merchant.config.promotions[key]?.enabled !== true) {
      throw new ApiError(403, 'feature_unavailable');
    }
  };

/** Route guard (onRequest) for the reward centre (REWCEN3): off → 403 contact_service, as spec §8 says. */
export async function requireRewardCentre(request: FastifyRequest): Promise<void> {
  if (request.merchant.config.whitelabel.REWCEN3 !== true) throw new ApiError(403, 'contact_service');
}
