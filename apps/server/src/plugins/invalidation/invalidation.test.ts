import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { InvalidatedCache } from './invalidated-cache.ts';
import { type Invalidation, LocalInvalidation, RedisInvalidation } from './invalidation.ts';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Two instances of a deployment: with Redis they hear each other, in process each only itself. */
interface Pair {
  name: string;
  make(): Promise<[Invalidation, Invalidation]>;
  shared: boolean;
}
const pairs: Pair[] = [
  { name: 'in process', shared: false, make: async () => [new LocalInvalidation(), new LocalInvalidation()] },
];
// Against Redis when REDIS_URL is set (CI's PostgreSQL pass sets it).
const redisUrl = process.env.REDIS_URL;
if (redisUrl) {
  pairs.push({
    name: 'redis',
    shared: true,
    make: async () => {
      const prefix = `test:${randomBytes(6).toString('hex')}:`;
      const open = () => new RedisInvalidation(redisUrl, prefix, (error) => console.error(error));
      const made: [RedisInvalidation, RedisInvalidation] = [open(), open()];
      await Promise.all(made.map((one) => one.ready));
      return made;
    },
  });
}

const opened: Invalidation[] = [];
afterAll(async () => {
  for (const one of opened) await one.close();
});

describe.each(pairs)('$name invalidation', ({ make, shared }) => {
  it('the publisher hears its own message before publish returns; the other instance with Redis', async () => {
    const [a, b] = await make();
    opened.push(a, b);
    const heard: string[] = [];
    a.subscribe('content', (key) => heard.push(`a:${key}`));
    b.subscribe('content', (key) => heard.push(`b:${key}`));
    b.subscribe('games', (key) => heard.push(`b-games:${key}`));
    await a.publish('content', 'demo');
    // The publisher first (the other may already have it through Redis).
    expect(heard[0]).toBe('a:demo');
    await sleep(200);
    expect(heard).toEqual(shared ? ['a:demo', 'b:demo'] : ['a:demo']);
  });

  it('a cache reloads a key after its invalidation and keeps the others', async () => {
    const [a] = await make();
    opened.push(a);
    let loads = 0;
    const cache = new InvalidatedCache(a, 'content', async (key) => `${key}:${++loads}`);
    expect(await cache.get('demo')).toBe('demo:1');
    expect(await cache.get('demo')).toBe('demo:1');
    expect(await cache.get('other')).toBe('other:2');
    await a.publish('content', 'demo');
    expect(await cache.get('demo')).toBe('demo:3');
    expect(await cache.get('other')).toBe('other:2');
  });
});

describe('InvalidatedCache', () => {
  it('expires an entry after its maximum age even without an invalidation, and forgets failed loads', async () => {
    let now = 0;
    let loads = 0;
    const cache = new InvalidatedCache(
      new LocalInvalidation(),
      'content',
      async () => {
        loads += 1;
        if (loads === 3) throw new Error('database away');
        return loads;
      },
      4_000,
      () => now,
    );
    expect(await cache.get('demo')).toBe(1);
    now = 3_999;
    expect(await cache.get('demo')).toBe(1);
    now = 4_000;
    expect(await cache.get('demo')).toBe(2);
    now = 9_000;
    await expect(cache.get('demo')).rejects.toThrow('database away');
    expect(await cache.get('demo')).toBe(4);
  });
});
