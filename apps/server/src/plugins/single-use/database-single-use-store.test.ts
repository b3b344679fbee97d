import { describe, expect, it } from 'vitest';
import { usedNonces } from '../../db/schema.ts';
import { TestClock } from '../../test/accounts.ts';
import { useTestApp } from '../../test/app.ts';
import { DatabaseSingleUseStore } from './database-single-use-store.ts';

const clock = new TestClock();
const app = useTestApp({ clock });

describe('single-use ids in the database', () => {
  it('lets an id be used once per scope until it expires, also when used twice at once', async () => {
    const store = new DatabaseSingleUseStore(app().db, clock);
    const expiresAt = clock.now() + 60_000;
    const uses = await Promise.all([store.use('a', 'id-1', expiresAt), store.use('a', 'id-1', expiresAt)]);
    expect(uses.sort()).toEqual([false, true]);
    expect(await store.use('b', 'id-1', expiresAt)).toBe(true);
    expect(await store.use('a', 'id-1', expiresAt)).toBe(false);
  });

  it('forgets expired ids: purged, or taken over by a new use before the purge', async () => {
    const store = new DatabaseSingleUseStore(app().db, clock);
    expect(await store.use('c', 'old', clock.now() + 1_000)).toBe(true);
    expect(await store.use('c', 'kept', clock.now() + 60_000)).toBe(true);
    clock.advance(1_000);
    expect(await store.use('c', 'old', clock.now() + 1_000)).toBe(true);
    clock.advance(2_000);
    await store.purgeExpired();
    const rows = await app().db.select({ nonce: usedNonces.nonce }).from(usedNonces);
    expect(rows.map((row) => row.nonce)).toContain('kept');
    expect(rows.map((row) => row.nonce)).not.toContain('old');
  });
});
