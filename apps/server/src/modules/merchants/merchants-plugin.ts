import fp from 'fastify-plugin';
import { CACHE_MAX_AGE_MS } from '../../plugins/invalidation/invalidated-cache.ts';
import { MerchantDirectory } from './merchant-directory.ts';
import { listMerchants } from './merchant-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantDirectory;
  }
}

/** The invalidation topic of merchants' settings; the key is the merchant code (decision 0062). */
export const MERCHANT_SETTINGS_TOPIC = 'merchant-settings';

/**
 * The merchant directory as `app.merchants`, for the whole app: merchant resolution picks a request's
 * merchant with it, the sandbox vendor and the chat gate their calls by a session's merchant, and the web
 * app's security headers name the merchant's game origins. A settings save on any instance empties it
 * (through `app.invalidation`), and it is reloaded within the 4 s every cache keeps at most.
 */
export const merchantsPlugin = fp(
  async (app) => {
    const merchants = new MerchantDirectory(() => listMerchants(app.db), CACHE_MAX_AGE_MS);
    app.invalidation.subscribe(MERCHANT_SETTINGS_TOPIC, () => merchants.invalidate());
    app.decorate('merchants', merchants);
  },
  { name: 'merchants', dependencies: ['database', 'invalidation'] },
);
