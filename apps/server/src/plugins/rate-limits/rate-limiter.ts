import type { Clock } from '../../shared/clock.ts';

/** After `free` counts, each count makes the next attempt wait `baseMs`·2^(count − free), at most `maxMs`. */
export interface GateBackoff {
  free: number;
  baseMs: number;
  maxMs: number;
}

/**
 * One counter an attempt passes: a fixed window of `windowMs` that begins with its first count. Keys are
 * namespaced by the caller (e.g. `login:fail:acct:demo:u:alice`).
 */
export interface Gate {
  key: string;
  windowMs: number;
  /** Refused while the window already holds this many counts. */
  limit?: number;
  backoff?: GateBackoff;
  /** Refused, unless the attempt brings a solved challenge, while the window holds this many counts. */
  challengeAfter?: number;
}

export type AttemptResult =
  /** Counted in every gate; `counts` are the gates' counts with this attempt, in the order given. */
  | { admitted: true; counts: number[] }
  /** Counted nowhere: `refused` are the indexes of the gates that hold, the longest wait is `retryAfterMs`. */
  | { admitted: false; refusal: 'limit'; refused: number[]; retryAfterMs: number }
  /** Counted nowhere: a gate demands a challenge and the attempt brought none solved. */
  | { admitted: false; refusal: 'challenge' };

/**
 * Counters every limit is made of, shared by every instance when backed by Redis. An attempt is checked
 * and counted in one atomic step, so a burst of parallel requests is held exactly like the same requests
 * one after the other.
 */
export interface RateLimiter {
  /**
   * Admits the attempt and counts it in every gate, or refuses it and counts it nowhere: a limit or a
   * backoff wait refuses first (429), then a challenge demanded and not solved.
   */
  attempt(gates: Gate[], challengeSolved?: boolean): Promise<AttemptResult>;
  /** Takes one count back (an attempt that turned out not to count, e.g. a successful login). */
  uncount(key: string): Promise<void>;
  /** Clears the key; answers the count it held (0 when no window was open). */
  reset(key: string): Promise<number>;
  /** Resolves when the store answers (readiness); rejects when it cannot be reached. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

/** The wait `backoff` imposes on a key that holds `count` counts, the last at `lastAt`. */
export function backoffWaitMs(backoff: GateBackoff, count: number, lastAt: number, now: number): number {
  if (count < backoff.free) return 0;
  const delay = Math.min(backoff.baseMs * 2 ** Math.min(count - backoff.free, 30), backoff.maxMs);
  return Math.max(0, lastAt + delay - now);
}

interface Entry {
  count: number;
  lastAt: number;
  endsAt: number;
}

/**
 * One process only: for a single instance and for tests. `attempt` runs without yielding, which makes it
 * atomic in one process. Expired entries are swept as they are met.
 */
export class MemoryRateLimiter implements RateLimiter {
  private readonly entries = new Map<string, Entry>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  async attempt(gates: Gate[], challengeSolved = false): Promise<AttemptResult> {
    const now = this.clock.now();
    this.sweep(now);
    const current = gates.map((gate) => this.live(gate.key, now));
    const refused: number[] = [];
    let retryAfterMs = 0;
    let challenge = false;
    gates.forEach((gate, index) => {
      const entry = current[index];
      const count = entry?.count ?? 0;
      let wait = 0;
      if (entry && gate.limit !== undefined && count >= gate.limit) wait = entry.endsAt - now;
      if (entry && gate.backoff) wait = Math.max(wait, backoffWaitMs(gate.backoff, count, entry.lastAt, now));
      if (wait > 0) {
        refused.push(index);
        retryAfterMs = Math.max(retryAfterMs, wait);
      }
      if (gate.challengeAfter !== undefined && count >= gate.challengeAfter && !challengeSolved)
        challenge = true;
    });
    if (refused.length > 0) return { admitted: false, refusal: 'limit', refused, retryAfterMs };
    if (challenge) return { admitted: false, refusal: 'challenge' };
    const counts = gates.map((gate, index) => {
      const entry = current[index] ?? { count: 0, lastAt: now, endsAt: now + gate.windowMs };
      entry.count += 1;
      entry.lastAt = now;
      this.entries.set(gate.key, entry);
      return entry.count;
    });
    return { admitted: true, counts };
  }

  async uncount(key: string): Promise<void> {
    const entry = this.live(key, this.clock.now());
    if (entry && entry.count > 0) entry.count -= 1;
  }

  async reset(key: string): Promise<number> {
    const count = this.live(key, this.clock.now())?.count ?? 0;
    this.entries.delete(key);
    return count;
  }

  async ping(): Promise<void> {}

  async close(): Promise<void> {
    this.entries.clear();
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry && entry.endsAt <= now) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }

  /** At most once a minute, drops every ended window so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.entries) if (entry.endsAt <= now) this.entries.delete(key);
  }
}
