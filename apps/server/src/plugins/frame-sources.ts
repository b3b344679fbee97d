import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { GAMES_TOPIC, vendorLaunchOrigins } from '../modules/catalogue/index.ts';
import type { Merchant } from '../modules/merchants/index.ts';
import { webAppPolicy } from './security-headers.ts';

/**
 * How long vendor origins are reused before they are read again; a console change to a vendor drops them at
 * once on every instance (GAMES_TOPIC, decision 0060).
 */
const TTL_MS = 4_000;
const LOOPBACK = /^(localhost|127\.0\.0\.1|\[::1\])$/;

/** The origin of a configured launch origin: https (http only on loopback), nothing else; else undefined. */
export function frameOrigin(configured: string): string | undefined {
  try {
    const url = new URL(configured);
    if (url.protocol === 'https:' || (url.protocol === 'http:' && LOOPBACK.test(url.hostname)))
      return url.origin;
  } catch {}
  return undefined;
}

/**
 * The web app's Content-Security-Policy per merchant: frame-src allows this origin (sandbox games, the
 * lottery host page) and the launch origins of the vendors the merchant offers, nothing more. Vendor
 * origins are read at most every five seconds; a merchant's policy is kept with its directory entry.
 */
class FramePolicies {
  private vendors: Promise<Map<string, string>> | undefined;
  private loadedAt = 0;
  private readonly policies = new WeakMap<Merchant, { origins: Map<string, string>; policy: string }>();

  constructor(private readonly app: FastifyInstance) {
    app.invalidation.subscribe(GAMES_TOPIC, () => {
      this.vendors = undefined;
    });
  }

  async policyFor(merchant: Merchant): Promise<string> {
    const origins = await this.vendorOrigins();
    const cached = this.policies.get(merchant);
    if (cached?.origins === origins) return cached.policy;
    const offered = merchant.config.gameVendors;
    const allowed = new Set<string>();
    for (const [vendor, origin] of origins) if (!offered || offered.includes(vendor)) allowed.add(origin);
    const policy = webAppPolicy([...allowed].sort());
    this.policies.set(merchant, { origins, policy });
    return policy;
  }

  private vendorOrigins(): Promise<Map<string, string>> {
    const now = Date.now();
    if (!this.vendors || now - this.loadedAt >= TTL_MS) {
      this.loadedAt = now;
      const loading = vendorLaunchOrigins(this.app.db).then((rows) => {
        const origins = new Map<string, string>();
        for (const row of rows) {
          const origin = frameOrigin(row.launchOrigin ?? '');
          if (origin) origins.set(row.code, origin);
          else
            this.app.log.warn({ vendor: row.code }, 'vendor launch origin is not an https origin; ignored');
        }
        return origins;
      });
      // A failed read is retried by the next page instead of being kept.
      loading.catch(() => {
        if (this.vendors === loading) this.vendors = undefined;
      });
      this.vendors = loading;
    }
    return this.vendors;
  }
}

/**
 * Sets the merchant's policy on HTML pages, the web app's above all (the game frame lives in /m/launchGame);
 * helmet's default stays on everything else, and the sandbox's own pages set theirs after this hook.
 */
export const frameSources = fp(
  async (app) => {
    const policies = new FramePolicies(app);
    async function setPolicy(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      // No merchant for this host, or the vendors could not be read: helmet's policy (frame-src 'self') stays.
      const merchant = await app.merchants.resolve(request.host).catch(() => undefined);
      const policy = merchant && (await policies.policyFor(merchant).catch(() => undefined));
      if (policy) reply.header('content-security-policy', policy);
    }

    // Every answer passes here, few are pages: a callback, no promise for the others (decision 0092).
    app.addHook('onSend', (request, reply, payload, done) => {
      if (!String(reply.getHeader('content-type') ?? '').startsWith('text/html')) return done(null, payload);
      setPolicy(request, reply).then(() => done(null, payload), done);
    });
  },
  { name: 'frame-sources', dependencies: ['merchants', 'invalidation'] },
);
