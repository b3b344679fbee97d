import type { Invalidation } from '../../plugins/invalidation/invalidation.ts';

/**
 * How long an instance reuses a console session row it read (decision 0064). Ending a session, or changing
 * an operator's role or disabling them, empties every instance's copies at once through `invalidation`;
 * if that message is lost, the ended session still stops working within this bound.
 */
export const SESSION_CACHE_MAX_AGE_MS = 2_000;

/** Invalidation topic of console sessions; any message empties the whole cache (ends are rare). */
export const OPERATOR_SESSIONS_TOPIC = 'operator-sessions';

/**
 * Rows read by session token hash, each kept SESSION_CACHE_MAX_AGE_MS at most. Tokens that match no row
 * are not kept (random tokens cannot fill memory), nor are loads that fail; entries are kept in load
 * order, so the expired ones are pruned from the front.
 */
export class SessionCache<T> {
  private readonly entries = new Map<string, { row: Promise<T | undefined>; loadedAt: number }>();

  constructor(
    invalidation: Invalidation,
    private readonly load: (tokenHash: string) => Promise<T | undefined>,
    private readonly maxAgeMs = SESSION_CACHE_MAX_AGE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    invalidation.subscribe(OPERATOR_SESSIONS_TOPIC, () => this.entries.clear());
  }

  get(tokenHash: string): Promise<T | undefined> {
    const now = this.now();
    for (const [key, entry] of this.entries) {
      if (now - entry.loadedAt < this.maxAgeMs) break;
      this.entries.delete(key);
    }
    const cached = this.entries.get(tokenHash);
    if (cached) return cached.row;
    const entry = { row: this.load(tokenHash), loadedAt: now };
    this.entries.set(tokenHash, entry);
    const forget = () => {
      if (this.entries.get(tokenHash) === entry) this.entries.delete(tokenHash);
    };
    entry.row.then((row) => row === undefined && forget(), forget);
    return entry.row;
  }
}
