import fp from 'fastify-plugin';
import { MerchantDirectory } from './merchant-directory.ts';
import { listMerchants } from './merchant-repository.ts';

declare module 'fastify' {
  interface FastifyInstance {
    merchants: MerchantDirectory;
  }
}

/**
 * The merchant directory as `app.merchants`, for the whole app: merchant resolution picks a request's
 * merchant with it, the sandbox vendor and the chat gate their calls by a session's merchant, and the web
 * app's security headers name the merchant's game origins.
 */
export const merchantsPlugin = fp(
  async (app) => {
    app.decorate('merchants', new MerchantDirectory(() => listMerchants(app.db)));
  },
  { name: 'merchants', dependencies: ['database'] },
);
