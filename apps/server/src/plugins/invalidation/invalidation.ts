import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { connectRedis } from '../../shared/redis-connection.ts';

export type InvalidationListener = (key: string) => void;

/**
 * Tells every instance of the deployment that something a cache holds changed (decision 0057): a topic
 * (`content`, later `games` or `merchant-settings`) and a key (a merchant code). The publishing instance
 * hears it at once, before `publish` returns; the others through Redis, or not at all without Redis (one
 * instance). Caches also expire on their own (see InvalidatedCache), so a lost message costs at most that.
 */
export interface Invalidation {
  publish(topic: string, key: string): Promise<void>;
  subscribe(topic: string, listener: InvalidationListener): void;
  close(): Promise<void>;
}

/** In process: for a single instance (no REDIS_URL). */
export class LocalInvalidation implements Invalidation {
  private readonly listeners = new Map<string, Set<InvalidationListener>>();

  protected deliver(topic: string, key: string): void {
    for (const listener of this.listeners.get(topic) ?? []) listener(key);
  }

  async publish(topic: string, key: string): Promise<void> {
    this.deliver(topic, key);
  }

  subscribe(topic: string, listener: InvalidationListener): void {
    const listeners = this.listeners.get(topic) ?? new Set();
    listeners.add(listener);
    this.listeners.set(topic, listeners);
  }

  async close(): Promise<void> {
    this.listeners.clear();
  }
}

interface Message {
  from: string;
  topic: string;
  key: string;
}

const isMessage = (value: unknown): value is Message =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as Message).from === 'string' &&
  typeof (value as Message).topic === 'string' &&
  typeof (value as Message).key === 'string';

/** Through a Redis channel (under the deployment's key prefix) to every instance. */
export class RedisInvalidation extends LocalInvalidation {
  private readonly id = randomUUID();
  private readonly channel: string;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  /** Resolves once the channel is subscribed: a message published before that would be missed. */
  readonly ready: Promise<unknown>;

  constructor(url: string, keyPrefix: string, onError: (error: Error) => void) {
    super();
    this.channel = `${keyPrefix}invalidate`;
    this.publisher = connectRedis(url, onError);
    this.subscriber = connectRedis(url, onError);
    this.subscriber.on('message', (channel: string, raw: string) => {
      if (channel !== this.channel) return;
      let message: unknown;
      try {
        message = JSON.parse(raw);
      } catch {
        return;
      }
      if (isMessage(message) && message.from !== this.id) this.deliver(message.topic, message.key);
    });
    this.ready = this.subscriber.subscribe(this.channel).catch(onError);
  }

  override async publish(topic: string, key: string): Promise<void> {
    this.deliver(topic, key);
    const message: Message = { from: this.id, topic, key };
    await this.publisher.publish(this.channel, JSON.stringify(message));
  }

  override async close(): Promise<void> {
    await super.close();
    this.subscriber.disconnect();
    this.publisher.disconnect();
  }
}
