import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';
import { etagOf } from './http-caching.ts';

type Encoding = 'br' | 'gzip';
/** Smaller answers are sent as they are, as @fastify/compress does. */
const COMPRESS_FROM_BYTES = 1024;

/** The content coding `accept` (an Accept-Encoding header) takes first: brotli, then gzip; q=0 refuses one. */
export function acceptedEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const weights = new Map<string, number>();
  for (const part of accept.toLowerCase().split(',')) {
    const [name = '', ...parameters] = part.split(';').map((text) => text.trim());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    weights.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wanted = (encoding: Encoding) => (weights.get(encoding) ?? weights.get('*') ?? 0) > 0;
  return wanted('br') ? 'br' : wanted('gzip') ? 'gzip' : undefined;
}

const compressors: Record<Encoding, (body: Buffer) => Buffer> = {
  br: (body) =>
    brotliCompressSync(body, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        // Quality 5: near the best ratio for a page of JSON at a small part of the best quality's time.
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    }),
  gzip: (body) => gzipSync(body),
};

interface Answer {
  body: Buffer;
  etag: string;
  encoded: Partial<Record<Encoding, Buffer>>;
}

/**
 * The answers of a hot public route whose values come from an in-process cache (a page of games): each
 * value is serialized by the route's own response serializer, encoded, compressed for the clients that ask
 * (brotli or gzip) and its ETag computed, once for as long as
 * the cache keeps that value object, instead of on every request. One instance per route: the answer's shape
 * is the route's.
 */
export class SerializedAnswers<T extends object> {
  private readonly answers = new WeakMap<T, Answer>();

  /**
   * Sends `answer()` serialized for `value` (the handler returns what this answers). `answer` may use only
   * `value` and what the cache's key holds (the page asked for): its text is reused for every request of it.
   */
  send(reply: FastifyReply, value: T, answer: () => unknown): FastifyReply {
    let cached = this.answers.get(value);
    if (!cached) {
      const body = Buffer.from(reply.serialize(answer()) as string);
      cached = { body, etag: etagOf(body), encoded: {} };
      this.answers.set(value, cached);
    }
    reply.type('application/json; charset=utf-8').header('etag', cached.etag);
    const encoding =
      cached.body.length >= COMPRESS_FROM_BYTES
        ? acceptedEncoding(reply.request.headers['accept-encoding'])
        : undefined;
    if (!encoding) return reply.send(cached.body);
    cached.encoded[encoding] ??= compressors[encoding](cached.body);
    return reply.header('content-encoding', encoding).send(cached.encoded[encoding]);
  }
}
