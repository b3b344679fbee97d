import { lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { usedNonces } from '../../db/schema.ts';
import type { Clock } from '../../shared/clock.ts';
import type { SingleUseStore } from './single-use-store.ts';

/** Used ids as rows keyed by (scope, id): the insert that wins the key is the one use. */
export class DatabaseSingleUseStore implements SingleUseStore {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async use(scope: string, id: string, expiresAt: number): Promise<boolean> {
    const now = new Date(this.clock.now());
    // A row left over from an expired use (not purged yet) is taken over; a live one refuses.
    const rows = await this.db
      .insert(usedNonces)
      .values({ scope, nonce: id, expiresAt: new Date(expiresAt) })
      .onConflictDoUpdate({
        target: [usedNonces.scope, usedNonces.nonce],
        set: { expiresAt: new Date(expiresAt) },
        setWhere: lte(usedNonces.expiresAt, now),
      })
      .returning({ scope: usedNonces.scope });
    return rows.length === 1;
  }

  async purgeExpired(): Promise<void> {
    await this.db.delete(usedNonces).where(lt(usedNonces.expiresAt, new Date(this.clock.now())));
  }

  async close(): Promise<void> {}
}
