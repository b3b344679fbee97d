import { describe, expect, it } from 'vitest';
import { LocalInvalidation } from '../../plugins/invalidation/invalidation.ts';
import { OPERATOR_SESSIONS_TOPIC, SessionCache } from './session-cache.ts';

describe('SessionCache', () => {
  const setUp = () => {
    const invalidation = new LocalInvalidation();
    const clock = { now: 0 };
    const loads: string[] = [];
    const rows = new Map([['known', 'row']]);
    const cache = new SessionCache(
      invalidation,
      async (hash) => {
        loads.push(hash);
        return rows.get(hash);
      },
      2_000,
      () => clock.now,
    );
    return { invalidation, clock, loads, rows, cache };
  };

  it('reuses a row within its maximum age and reads it again after', async () => {
    const { clock, loads, rows, cache } = setUp();
    expect(await cache.get('known')).toBe('row');
    rows.set('known', 'changed');
    clock.now = 1_999;
    expect(await cache.get('known')).toBe('row');
    clock.now = 2_000;
    expect(await cache.get('known')).toBe('changed');
    expect(loads).toEqual(['known', 'known']);
  });

  it('forgets every row when sessions are invalidated, and never keeps an unknown token', async () => {
    const { invalidation, loads, rows, cache } = setUp();
    expect(await cache.get('known')).toBe('row');
    rows.delete('known');
    await invalidation.publish(OPERATOR_SESSIONS_TOPIC, 'operator-1');
    expect(await cache.get('known')).toBeUndefined();
    expect(await cache.get('known')).toBeUndefined();
    expect(loads).toEqual(['known', 'known', 'known']);
  });
});
