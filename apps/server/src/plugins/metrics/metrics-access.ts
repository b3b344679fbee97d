import type { FastifyRequest } from 'fastify';
import { compileIpRanges, ipInList } from '../../shared/ip-ranges.ts';
import { sameHex, sha256Hex } from '../../shared/tokens.ts';

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Who may read /metrics: a peer whose own address (the socket's, never X-Forwarded-For, since scrapers
 * reach each instance directly) is in `allow`, or a caller with the bearer token when one is configured.
 */
export function metricsAccess(options: { allow: readonly string[]; token: string | undefined }) {
  const allowed = compileIpRanges(options.allow);
  const expected = options.token === undefined ? undefined : sha256Hex(options.token);
  return (request: FastifyRequest): boolean => {
    const peer = request.socket.remoteAddress;
    if (peer !== undefined && ipInList(allowed, peer)) return true;
    const token = BEARER.exec(request.headers.authorization?.trim() ?? '')?.[1];
    return expected !== undefined && token !== undefined && sameHex(sha256Hex(token), expected);
  };
}
