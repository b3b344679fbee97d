/** Time as the app sees it; tests bring one they can move forward instead of faking timers. */
export interface Clock {
  /** Epoch milliseconds. */
  now(): number;
}

export const systemClock: Clock = { now: () => Date.now() };

export const dateOf = (clock: Clock, offsetMs = 0): Date => new Date(clock.now() + offsetMs);
