import fp from 'fastify-plugin';
import type { Merchant } from './merchant-repository.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The merchant this request is for; set on every route except those with `config.merchant: false`. */
    merchant: Merchant;
  }
  interface FastifyContextConfig {
    /** false: the route serves no merchant (health, API document, test facilities). */
    merchant?: false;
  }
}

export const MERCHANT_CODE_HEADER = 'x-merchant-code';

const RESOLVED = Symbol('merchant');
type Resolved = { [RESOLVED]?: Merchant };

/** Picks the merchant from the request host (or the override header when allowed) before any handler runs. */
export const merchantResolution = fp<{ headerOverride: boolean }>(
  async (app, { headerOverride }) => {
    const directory = app.merchants;
    // A field of each request rather than a WeakMap keyed by it: one table entry less per request for
    // the garbage collector to sweep (decision 0092).
    app.decorateRequest(RESOLVED, undefined);
    app.decorateRequest('merchant', {
      getter() {
        const merchant = (this as Resolved)[RESOLVED];
        if (!merchant) throw new Error(`No merchant on ${this.url}: its route has config.merchant false`);
        return merchant;
      },
      setter(merchant) {
        (this as Resolved)[RESOLVED] = merchant;
      },
    });

    // A callback (a throw is the hook's error): no promise while the directory is fresh (decision 0092).
    app.addHook('onRequest', (request, _reply, done) => {
      if (request.routeOptions.config.merchant === false) return done();
      const override = headerOverride ? request.headers[MERCHANT_CODE_HEADER] : undefined;
      const code = (Array.isArray(override) ? override[0] : override) || undefined;
      const merchant = directory.resolveNow(request.host, code);
      if (merchant) {
        request.merchant = merchant;
        return done();
      }
      directory.resolve(request.host, code).then((resolved) => {
        request.merchant = resolved;
        done();
      }, done);
    });
  },
  { name: 'merchant-resolution', dependencies: ['merchants'] },
);
