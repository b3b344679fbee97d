import type { FastifyReply } from 'fastify';
import { etagOf } from './http-caching.ts';

/**
 * The answers of a hot public route whose values come from an in-process cache (a page of games): each
 * value is serialized by the route's own response serializer, encoded, and its ETag computed, once for as long as
 * the cache keeps that value object, instead of on every request. One instance per route: the answer's
 * shape is the route's.
 */
export class SerializedAnswers<T extends object> {
  private readonly answers = new WeakMap<T, { body: Buffer; etag: string }>();

  /**
   * Sends `answer()` serialized for `value` (the handler returns what this answers). `answer` may use only
   * `value` and what the cache's key holds (the page asked for): its text is reused for every request of it.
   */
  send(reply: FastifyReply, value: T, answer: () => unknown): FastifyReply {
    let cached = this.answers.get(value);
    if (!cached) {
      // Encoded once: a page in Chinese or Urdu would otherwise be UTF-8 encoded again on every write.
      const body = Buffer.from(reply.serialize(answer()) as string);
      cached = { body, etag: etagOf(body) };
      this.answers.set(value, cached);
    }
    return reply.type('application/json; charset=utf-8').header('etag', cached.etag).send(cached.body);
  }
}
