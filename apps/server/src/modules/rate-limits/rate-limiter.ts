import type { Clock } from '../../shared/clock.ts';

export interface WindowCount {
  /** Events in the current window, this one included. */
  count: number;
  /** Milliseconds until the window ends and the count starts again from zero. */
  resetMs: number;
}

/**
 * Fixed-window counters and timed blocks, shared by every instance when backed by Redis. Keys are
 * namespaced by the caller (e.g. `login:fail:acct:demo:alice`).
 */
export interface RateLimiter {
  /** Counts one event in the window of `windowMs` that began with the first event. */
  hit(key: string, windowMs: number): Promise<WindowCount>;
  /** The count so far without adding to it (0 when no window is open). */
  peek(key: string): Promise<WindowCount>;
  reset(key: string): Promise<void>;
  /** Refuses `key` for `ms` from now (replacing a shorter or longer block). */
  block(key: string, ms: number): Promise<void>;
  /** Milliseconds the block on `key` has left; 0 when not blocked. */
  blockedFor(key: string): Promise<number>;
  close(): Promise<void>;
}

interface Entry {
  count: number;
  endsAt: number;
}

/** One process only: for a single instance and for tests. Expired entries are swept as they are met. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly counters = new Map<string, Entry>();
  private readonly blocks = new Map<string, number>();
  private lastSweep = 0;

  constructor(private readonly clock: Clock) {}

  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.clock.now();
    this.sweep(now);
    const current = this.live(key, now);
    const entry = current ?? { count: 0, endsAt: now + windowMs };
    entry.count += 1;
    this.counters.set(key, entry);
    return { count: entry.count, resetMs: entry.endsAt - now };
  }

  async peek(key: string): Promise<WindowCount> {
    const now = this.clock.now();
    const entry = this.live(key, now);
    return entry ? { count: entry.count, resetMs: entry.endsAt - now } : { count: 0, resetMs: 0 };
  }

  async reset(key: string): Promise<void> {
    this.counters.delete(key);
  }

  async block(key: string, ms: number): Promise<void> {
    this.blocks.set(key, this.clock.now() + ms);
  }

  async blockedFor(key: string): Promise<number> {
    const until = this.blocks.get(key);
    if (until === undefined) return 0;
    const left = until - this.clock.now();
    if (left <= 0) this.blocks.delete(key);
    return Math.max(0, left);
  }

  async close(): Promise<void> {
    this.counters.clear();
    this.blocks.clear();
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.counters.get(key);
    if (entry && entry.endsAt <= now) {
      this.counters.delete(key);
      return undefined;
    }
    return entry;
  }

  /** At most once a minute, drops every ended window and block so memory stays bounded. */
  private sweep(now: number): void {
    if (now - this.lastSweep < 60_000) return;
    this.lastSweep = now;
    for (const [key, entry] of this.counters) if (entry.endsAt <= now) this.counters.delete(key);
    for (const [key, until] of this.blocks) if (until <= now) this.blocks.delete(key);
  }
}
