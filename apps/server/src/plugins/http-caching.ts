import { createHash } from 'node:crypto';
import { API_PREFIX, LANGUAGE_HEADER, type RegionRules } from '@lobby/contract';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { MERCHANT_CODE_HEADER } from '../modules/merchants/index.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * true: the answer is the same for every guest of a merchant in a language (catalogue, content). It is
     * then cached for a few seconds with an ETag, unless this request's answer used the caller's session.
     */
    publicCache?: true;
  }
}

/** How long a public answer may be reused: an operator's change reaches players within this. */
export const PUBLIC_MAX_AGE_SECONDS = 5;
const PUBLIC_CACHE_CONTROL = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`;
const PRIVATE_CACHE_CONTROL = `private, max-age=${PUBLIC_MAX_AGE_SECONDS}`;

/** The merchant gates by the client's address or country: a shared cache could hand a blocked client a 200. */
const gatesByClient = (region: RegionRules) =>
  region.allowedCountries.length > 0 ||
  region.blockedCountries.length > 0 ||
  region.allowedIpRanges.length > 0 ||
  region.blockedIpRanges.length > 0;

export const etagOf = (payload: string | Buffer) =>
  `W/"${createHash('sha256').update(payload).digest('base64url').slice(0, 27)}"`;

/** If-None-Match holds this ETag (weak comparison, as for GET) or `*`. */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === opaque);
}

function isPublicAnswer(request: FastifyRequest, reply: FastifyReply): boolean {
  return (
    request.routeOptions.config.publicCache === true &&
    (request.method === 'GET' || request.method === 'HEAD') &&
    reply.statusCode === 200 &&
    request.auth === null
  );
}

/**
 * Cache headers of every API answer, in one place. Answers that are not public (anything a session, a
 * client or a write produced, and every error) are `no-store`. Public answers carry a weak ETag, answer a
 * matching If-None-Match with 304, may be kept five seconds and vary by language (and by the merchant
 * header where it may pick the merchant; the host already does).
 */
export const httpCaching = fp<{ merchantHeaderOverride: boolean }>(
  async (app, { merchantHeaderOverride }) => {
    // accept-encoding: a public answer may be compressed (by @fastify/compress, or kept compressed).
    const vary = [
      LANGUAGE_HEADER,
      ...(merchantHeaderOverride ? [MERCHANT_CODE_HEADER] : []),
      'accept-encoding',
    ].join(', ');

    /** The payload to send: `payload`, or null for a 304. */
    function cached(request: FastifyRequest, reply: FastifyReply, payload: unknown): unknown {
      if (!request.url.startsWith(API_PREFIX)) return payload;
      if (!isPublicAnswer(request, reply) || !(typeof payload === 'string' || Buffer.isBuffer(payload))) {
        reply.header('cache-control', 'no-store');
        reply.removeHeader('etag');
        return payload;
      }
      const gated = gatesByClient(request.merchant.config.region);
      // A route that keeps its serialized answer sets its ETag with it (see serialized-answers.ts).
      const etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
      reply.header('cache-control', gated ? PRIVATE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL);
      reply.header('vary', vary);
      reply.header('etag', etag);
      if (!matches(request.headers['if-none-match'], etag)) return payload;
      reply.code(304);
      reply.removeHeader('content-type');
      reply.removeHeader('content-length');
      reply.removeHeader('content-encoding');
      return null;
    }

    // Every answer passes here: a callback, not an async function and its promise (decision 0092).
    app.addHook('onSend', (request, reply, payload, done) => {
      done(null, cached(request, reply, payload));
    });
  },
  { name: 'http-caching' },
);
