import type { Config } from '../plugins/config.ts';

type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the configured setting. Fastify ignores a bare hop count (it fails closed and
 * never reads X-Forwarded-For), so a count becomes a function that trusts the connecting peer and the
 * entries the next proxies appended: the client is the entry `hops` places from the right.
 */
export function fastifyTrustProxy(setting: Config['trustProxy']): FastifyTrustProxy {
  if (typeof setting !== 'number') return setting;
  return (_address, hop) => hop < setting;
}
