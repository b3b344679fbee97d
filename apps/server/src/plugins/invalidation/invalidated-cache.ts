import type { Invalidation } from './invalidation.ts';

/** How long a cached answer is kept at most, even when no invalidation arrives: within the 5 s promise. */
export const CACHE_MAX_AGE_MS = 4_000;

/**
 * A per-key cache of what `load` reads (a merchant's content, later its games or settings), emptied for a
 * key when `topic` is invalidated for it on any instance, and after CACHE_MAX_AGE_MS in any case. A load
 * that was under way when its key was invalidated is not kept.
 */
export class InvalidatedCache<T> {
  private readonly entries = new Map<string, { value: Promise<T>; loadedAt: number }>();

  constructor(
    invalidation: Invalidation,
    topic: string,
    private readonly load: (key: string) => Promise<T>,
    private readonly maxAgeMs = CACHE_MAX_AGE_MS,
    private readonly now: () => number = () => performance.now(),
  ) {
    invalidation.subscribe(topic, (key) => this.entries.delete(key));
  }

  get(key: string): Promise<T> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.loadedAt < this.maxAgeMs) return entry.value;
    const value = this.load(key);
    const fresh = { value, loadedAt: this.now() };
    this.entries.set(key, fresh);
    // A failed load is not kept.
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return value;
  }
}
